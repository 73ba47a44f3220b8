/**
 * Upload checks on every upload endpoint: the content decides, not the name or the declared type.
 * A PNG named .exe is stored as the PNG it is; a script named .png and a 3 MB image are refused, and
 * nothing of a refused upload is stored.
 */
import { describe, it, expect, onTestFinished, vi } from 'vitest';
import { all } from './db.ts';
import { drawPng } from './png.ts';
import { testServer } from './testing.ts';

const { db, api, send, signIn, newMember } = testServer();

const PNG = drawPng(1, 1, () => [255, 255, 255]);
const script = new TextEncoder().encode('<script>alert(1)</script>');
const big = new Uint8Array(3 * 1024 * 1024);
big.set(PNG.subarray(0, 8));

interface Endpoint {
  name: string;
  path: string;
  field: string;
  fields: () => Promise<Record<string, string>>;
}

const get = async (path: string, token: string) => (await send(path, { token })).body;

const tokens: string[] = [];
const freshToken = () => {
  // Each upload uses a member of its own, so "already uploaded" rules never hide the check.
  const token = signIn(`trial${(tokens.length % 8) + 1}`);
  tokens.push(token);
  return token;
};

const endpoints: Endpoint[] = [
  { name: 'profile picture', path: '/change-picture', field: 'photo', fields: async () => ({}) },
  {
    name: 'ticket',
    path: '/raise-ticket',
    field: 'images[]',
    fields: async () => ({ subject_id: '1', message: 'Picture attached' }),
  },
  {
    name: 'KYC photo',
    path: '/kyc-doc-upload',
    field: 'front',
    fields: async () => ({ document_type: 'photo', document_name: 'photo', document_number: '' }),
  },
  {
    name: 'task proof',
    path: '/user-task-request',
    field: 'task_image',
    fields: async () => {
      const today = (await get('/task-today', signIn('demo'))) as { data: { id: number }[] };
      return { task_id: String(today.data[0]?.id ?? 1), description: 'Done' };
    },
  },
];

function imageCount(): number {
  return Number(all<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM images')[0]!.n);
}

async function upload(endpoint: Endpoint, bytes: Uint8Array<ArrayBuffer>, name: string, type: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(await endpoint.fields())) form.set(key, value);
  form.set(endpoint.field, new File([bytes], name, { type }));
  return api.request(endpoint.path, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${freshToken()}` },
  });
}

describe.each(endpoints)('$name upload', (endpoint) => {
  it('stores a PNG renamed to .exe as the PNG it is', async () => {
    const before = imageCount();
    const response = await upload(endpoint, PNG, 'holiday.exe', 'application/octet-stream');
    const body = (await response.json()) as { status?: unknown; msg?: unknown };
    expect({ status: response.status, ok: body.status }).toEqual({ status: 200, ok: true });
    expect(imageCount()).toBe(before + 1);
    const stored = all<{ name: string; mime: string }>(
      db,
      'SELECT name, mime FROM images ORDER BY rowid DESC LIMIT 1',
    )[0]!;
    expect(stored.mime).toBe('image/png');
    expect(stored.name).toMatch(/\.png$/);
  });

  it('refuses a script renamed to .png, storing nothing', async () => {
    const before = imageCount();
    const response = await upload(endpoint, script, 'cat.png', 'image/png');
    expect(response.status).toBe(415);
    expect(((await response.json()) as { status: unknown }).status).toBe(false);
    expect(imageCount()).toBe(before);
  });

  it('refuses a 3 MB image, storing nothing', async () => {
    const before = imageCount();
    const response = await upload(endpoint, big, 'huge.png', 'image/png');
    expect(response.status).toBe(413);
    expect(imageCount()).toBe(before);
  });
});

const keyed: {
  name: string;
  path: string;
  fields: () => Promise<Record<string, string>>;
  file: string;
  records: string;
}[] = [
  {
    name: 'KYC document',
    path: '/kyc-doc-upload',
    fields: endpoints[2]!.fields,
    file: 'front',
    records: 'SELECT COUNT(*) AS n FROM kyc_documents WHERE user_id = ?',
  },
  {
    name: 'task proof',
    path: '/user-task-request',
    fields: endpoints[3]!.fields,
    file: 'task_image',
    records: 'SELECT COUNT(*) AS n FROM user_tasks WHERE user_id = ?',
  },
  {
    name: 'ticket',
    path: '/raise-ticket',
    fields: endpoints[1]!.fields,
    file: 'images[]',
    records: 'SELECT COUNT(*) AS n FROM tickets WHERE user_id = ?',
  },
];

describe.each(keyed)('$name sent twice at once with one Idempotency-Key', (endpoint) => {
  it('creates one record and answers both requests alike', async () => {
    // Reading a picture takes a while, as on a real upload: the second request arrives meanwhile.
    const read = Blob.prototype.arrayBuffer;
    const slow = vi.spyOn(Blob.prototype, 'arrayBuffer').mockImplementation(async function (this: Blob) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return read.call(this);
    });
    onTestFinished(() => slow.mockRestore());
    const member = newMember(); // nothing uploaded yet
    const fields = await endpoint.fields();
    const send = () => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      form.set(endpoint.file, new File([PNG], 'proof.png', { type: 'image/png' }));
      return api.request(endpoint.path, {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${member.token}`, 'Idempotency-Key': 'same-key-1' },
      });
    };
    const answers = await Promise.all([send(), send()]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(Number(all<{ n: number }>(db, endpoint.records, member.id)[0]!.n)).toBe(1);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(answers.filter((answer) => answer.headers.get('Idempotent-Replay') === 'true')).toHaveLength(1);
  });
});
