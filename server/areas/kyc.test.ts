/** Contract of KYC: every answer is parsed with the portal's own schema; uploads are checked by content. */
import { describe, expect, it } from 'vitest';
import { one } from '../db.ts';
import { pngBands } from '../png.ts';
import { testServer } from '../testing.ts';
import { DocTypesAnswer, KycListAnswer, KycUploadAnswer } from '../../src/lib/kyc/schema.ts';

const { db, signIn, newMember, accept, refuse } = testServer();
const tokens = { demo: signIn('demo'), mpindemo: signIn('mpindemo') };

function png(): Blob {
  return new Blob([pngBands(40, 20, [[10, 20, 30]])], { type: 'image/png' });
}

describe('KYC', () => {
  it('lists the document names per proof type', async () => {
    const answer = await accept(DocTypesAnswer, 'get/doc-type', tokens.demo);
    expect(answer.data.identity).toContain('national_id_card');
    expect(answer.data.address.length).toBeGreaterThan(0);
  });

  it("lists a member's own documents with status and remarks", async () => {
    const demo = await accept(KycListAnswer, 'kyc-list', tokens.demo);
    expect(demo.kyc_status).toBe(0);
    expect(demo.data.data.map((doc) => doc.status).sort()).toEqual([1, 2]);
    expect(demo.data.data.find((doc) => doc.status === 2)?.remarks).toMatch(/blurred/);
    const verified = await accept(KycListAnswer, 'kyc-list', tokens.mpindemo);
    expect(verified.kyc_status).toBe(1);
    expect(verified.data.data).toHaveLength(3);
    expect(verified.data.data.some((doc) => demo.data.data.some((other) => other.front === doc.front))).toBe(false);
  });

  it('uploads identity (front and back), address and photo (front only), then refuses a second one', async () => {
    const member = newMember();
    const upload = (fields: Record<string, string>, files: Record<string, Blob>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      for (const [key, value] of Object.entries(files)) form.append(key, value, `${key}.png`);
      return form;
    };
    const noBack = await refuse('kyc-doc-upload', member.token, {
      form: upload({ document_type: 'identity', document_name: 'passport', document_number: 'P123' }, { front: png() }),
    });
    expect(noBack.fieldErrors.back).toBeDefined();
    const badNumber = await refuse('kyc-doc-upload', member.token, {
      form: upload(
        { document_type: 'identity', document_name: 'passport', document_number: 'P-1 23' },
        { front: png(), back: png() },
      ),
    });
    expect(badNumber.fieldErrors.document_number).toBeDefined();
    await accept(KycUploadAnswer, 'kyc-doc-upload', member.token, {
      form: upload(
        { document_type: 'identity', document_name: 'passport', document_number: 'P123' },
        { front: png(), back: png() },
      ),
    });
    const again = await refuse('kyc-doc-upload', member.token, {
      form: upload(
        { document_type: 'identity', document_name: 'passport', document_number: 'P123' },
        { front: png(), back: png() },
      ),
    });
    expect(again.status).toBe(409);
    await accept(KycUploadAnswer, 'kyc-doc-upload', member.token, {
      form: upload(
        { document_type: 'address', document_name: 'utility_bill', document_number: 'U1' },
        { front: png(), back: png() },
      ),
    });
    await accept(KycUploadAnswer, 'kyc-doc-upload', member.token, {
      form: upload({ document_type: 'photo', document_name: 'photo' }, { front: png() }),
    });
    const list = await accept(KycListAnswer, 'kyc-list', member.token);
    expect(list.data.data.map((doc) => doc.document_type).sort()).toEqual(['address', 'identity', 'photo']);
    expect(list.data.data.every((doc) => doc.status === 0)).toBe(true);
    expect(list.data.data.find((doc) => doc.document_type === 'photo')?.back).toBeNull();
  });

  it('refuses an upload that is not a PNG or JPEG by content', async () => {
    const member = newMember();
    const form = new FormData();
    form.append('document_type', 'photo');
    form.append('document_name', 'photo');
    form.append('front', new Blob(['GIF89a'], { type: 'image/png' }), 'front.png');
    expect((await refuse('kyc-doc-upload', member.token, { form })).status).toBe(415);
  });

  it('replays the first answer when an upload is sent again with the same idempotency key', async () => {
    const member = newMember();
    const form = () => {
      const data = new FormData();
      data.append('document_type', 'photo');
      data.append('document_name', 'photo');
      data.append('front', png(), 'front.png');
      return data;
    };
    await accept(KycUploadAnswer, 'kyc-doc-upload', member.token, { form: form(), key: 'upload-1' });
    // The answer was lost; the same upload again is not a second document.
    await accept(KycUploadAnswer, 'kyc-doc-upload', member.token, { form: form(), key: 'upload-1' });
    expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM kyc_documents WHERE user_id = ?', member.id)!.n).toBe(1);
    expect((await refuse('kyc-doc-upload', member.token, { form: form(), key: 'upload-2' })).status).toBe(409);
  });
});
