/** KYC: the document names per proof type, the member's documents, and uploading one. */
import type { Area, SeedContext } from '../area.ts';
import { all, run, sqlTime, type Db } from '../db.ts';
import { checkImage, fail, formBody, idempotent, ok, paginate, requireAuth, storeImage } from '../http.ts';
import { pngBands } from '../png.ts';
import { KycUploadFields, type KycType } from '../../src/lib/kyc/schema.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS kyc_documents (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  document_type TEXT NOT NULL CHECK (document_type IN ('identity','address','photo')),
  document_name TEXT NOT NULL,
  document_number TEXT,
  front TEXT NOT NULL,
  back TEXT,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0,1,2)),
  remarks TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS kyc_documents_user ON kyc_documents(user_id);
`;

/** The document names members choose from, per proof type (underscores are shown as spaces). */
export const DOC_TYPES: Record<'identity' | 'address', string[]> = {
  identity: ['passport', 'national_id_card', 'driving_licence', 'voter_id_card'],
  address: ['utility_bill', 'bank_statement', 'rental_agreement', 'passport'],
};

/** KYC types whose latest document is not rejected (already uploaded, waiting or approved). */
function presentKycTypes(db: Db, userId: number): Set<string> {
  const rows = all<{ document_type: string; status: number }>(
    db,
    `SELECT document_type, status FROM kyc_documents d WHERE user_id = ? AND id = (SELECT MAX(id) FROM kyc_documents WHERE user_id = d.user_id AND document_type = d.document_type)`,
    userId,
  );
  return new Set(rows.filter((row) => row.status !== 2).map((row) => row.document_type));
}

// ---- demo data -------------------------------------------------------------------------------

/** Documents of the demo members, by username: verified, rejected and waiting ones. */
const DEMO_KYC: Record<
  string,
  { type: KycType; name: string; number: string | null; status: number; remarks: string | null; daysAgo: number }[]
> = {
  demo: [
    { type: 'identity', name: 'passport', number: 'P1234567', status: 1, remarks: 'Verified', daysAgo: 12 },
    {
      type: 'address',
      name: 'utility_bill',
      number: 'UB998877',
      status: 2,
      remarks: 'The document is blurred. Please upload a clearer copy.',
      daysAgo: 10,
    },
  ],
  mpindemo: [
    { type: 'identity', name: 'national_id_card', number: 'ID445566', status: 1, remarks: 'Verified', daysAgo: 40 },
    { type: 'address', name: 'bank_statement', number: 'BS112233', status: 1, remarks: 'Verified', daysAgo: 40 },
    { type: 'photo', name: 'photo', number: null, status: 1, remarks: 'Verified', daysAgo: 40 },
  ],
  authdemo: [
    { type: 'identity', name: 'driving_licence', number: 'DL7788', status: 0, remarks: null, daysAgo: 2 },
    { type: 'address', name: 'rental_agreement', number: 'RA5566', status: 0, remarks: null, daysAgo: 2 },
    { type: 'photo', name: 'photo', number: null, status: 0, remarks: null, daysAgo: 2 },
  ],
};

export function seedKyc(db: Db, ctx: SeedContext): void {
  for (const [username, documents] of Object.entries(DEMO_KYC)) {
    const userId = ctx.idOf(username);
    if (!userId) continue;
    for (const doc of documents) {
      const colours: [number, number, number][] = [
        [226, 232, 240],
        [148, 163, 184],
        [71, 85, 105],
      ];
      const front = storeImage(db, userId, pngBands(320, 200, colours), 'png', 'kyc');
      const back =
        doc.type === 'photo'
          ? null
          : storeImage(db, userId, pngBands(320, 200, colours.slice().reverse()), 'png', 'kyc');
      run(
        db,
        'INSERT INTO kyc_documents (user_id, document_type, document_name, document_number, front, back, status, remarks, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        userId,
        doc.type,
        doc.name,
        doc.number,
        front,
        back,
        doc.status,
        doc.remarks,
        ctx.ago(doc.daysAgo, 75),
      );
    }
  }
}

/**
 * Withdraws the member's documents still waiting for review, with their pictures: when the owner takes
 * the account back (password reset, e-mail undo), whatever someone else uploaded meanwhile must not
 * stand in the owner's way (a waiting proof cannot be uploaded again).
 */
export function withdrawPendingKyc(db: Db, userId: number): void {
  const rows = all<{ id: number; front: string | null; back: string | null }>(
    db,
    'SELECT id, front, back FROM kyc_documents WHERE user_id = ? AND status = 0',
    userId,
  );
  for (const row of rows) {
    for (const name of [row.front, row.back])
      if (name) run(db, 'DELETE FROM images WHERE name = ? AND owner_id = ?', name, userId);
    run(db, 'DELETE FROM kyc_documents WHERE id = ?', row.id);
  }
}

export const kycArea: Area = {
  name: 'kyc',
  schema: SCHEMA,
  routes: (api) => {
    api.get('/get/doc-type', requireAuth, (c) => ok(c, { data: DOC_TYPES }));

    api.get('/kyc-list', requireAuth, (c) => {
      const db = c.get('db');
      const userId = c.get('user').id;
      const rows = all<Record<string, unknown>>(
        db,
        'SELECT id, document_type, document_name, document_number, front, back, status, remarks, created_at FROM kyc_documents WHERE user_id = ? ORDER BY id DESC',
        userId,
      );
      const latest = all<{ status: number }>(
        db,
        'SELECT status FROM kyc_documents d WHERE user_id = ? AND id = (SELECT MAX(id) FROM kyc_documents WHERE user_id = d.user_id AND document_type = d.document_type)',
        userId,
      );
      const verified = latest.length === 3 && latest.every((row) => row.status === 1);
      return ok(c, { kyc_status: verified ? 1 : 0, data: paginate(c, rows, 20) });
    });

    // A resend with the same Idempotency-Key (an answer lost on a slow link) replays the first answer.
    api.post('/kyc-doc-upload', requireAuth, (c) =>
      idempotent(c, async () => {
        const db = c.get('db');
        const user = c.get('user');
        const { fields, files } = await formBody(c, KycUploadFields);
        const type = fields.document_type;
        if (type !== 'photo') {
          const names = DOC_TYPES[type];
          if (!names.includes(fields.document_name))
            return fail(c, 'The selected document name is invalid.', 422, {
              document_name: ['The selected document name is invalid.'],
            });
          if (!fields.document_number?.trim())
            return fail(c, 'This Field Is Required.', 422, { document_number: ['This Field Is Required.'] });
        }
        if (presentKycTypes(db, user.id).has(type)) return fail(c, `Your ${type} document is already uploaded.`, 409);
        const front = await checkImage(files.front?.[0], 'front');
        const back = type === 'photo' ? null : await checkImage(files.back?.[0], 'back');
        const frontName = storeImage(db, user.id, front.bytes, front.ext, 'kyc');
        const backName = back ? storeImage(db, user.id, back.bytes, back.ext, 'kyc') : null;
        run(
          db,
          'INSERT INTO kyc_documents (user_id, document_type, document_name, document_number, front, back, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?)',
          user.id,
          type,
          type === 'photo' ? 'photo' : fields.document_name,
          fields.document_number?.trim() || null,
          frontName,
          backName,
          sqlTime(new Date()),
        );
        return ok(c, { message: 'Document uploaded successfully.' });
      }),
    );
  },
};
