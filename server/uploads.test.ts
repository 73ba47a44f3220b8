/**
 * Upload checks on every upload endpoint: the content decides, not the name or the declared type.
 * A PNG named .exe is stored as the PNG it is; a script named .png and a 3 MB image are refused, and
 * nothing of a refused upload is stored.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { openDb, all, type Db } from './db.ts';
import { migrate, seed, memberId } from './seed.ts';
import { createApi } from './app.ts';
import { issueToken } from './auth.ts';

let db: Db;
let api: ReturnType<typeof createApi>;

const PNG = new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8ffff3f0005fe02fea7d6a5b90000000049454e44ae426082', 'hex'));
const script = new TextEncoder().encode('<script>alert(1)</script>');
const big = new Uint8Array(3 * 1024 * 1024);
big.set(PNG.subarray(0, 8));

interface Endpoint {
  name: string;
  path: string;
  field: string;
  fields: () => Promise<Record<string, string>>;
}

async function get(path: string, token: string) {
  const response = await api.request(path, { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()) as Record<string, unknown>;
}

let tokens: string[] = [];
const freshToken = () => {
  // Each upload uses a member of its own, so "already uploaded" rules never hide the check.
  const id = memberId(db, `trial${(tokens.length % 8) + 1}`);
  const token = issueToken(db, id, 'session');
  tokens.push(token);
  return token;
};

const endpoints: Endpoint[] = [
  { name: 'profile picture', path: '/change-picture', field: 'photo', fields: async () => ({}) },
  { name: 'ticket', path: '/raise-ticket', field: 'images[]', fields: async () => ({ subject_id: '1', message: 'Picture attached' }) },
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
      const today = (await get('/task-today', issueToken(db, memberId(db, 'demo'), 'session'))) as { data: { id: number }[] };
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
  return api.request(endpoint.path, { method: 'POST', body: form, headers: { Authorization: `Bearer ${freshToken()}` } });
}

beforeAll(() => {
  process.env.QUIET = '1';
  db = openDb(':memory:');
  migrate(db);
  seed(db);
  api = createApi(db, { demo: true });
}, 60_000);

describe.each(endpoints)('$name upload', (endpoint) => {
  it('stores a PNG renamed to .exe as the PNG it is', async () => {
    const before = imageCount();
    const response = await upload(endpoint, PNG, 'holiday.exe', 'application/octet-stream');
    const body = (await response.json()) as { status?: unknown; msg?: unknown };
    expect({ status: response.status, ok: body.status }).toEqual({ status: 200, ok: true });
    expect(imageCount()).toBe(before + 1);
    const stored = all<{ name: string; mime: string }>(db, 'SELECT name, mime FROM images ORDER BY rowid DESC LIMIT 1')[0]!;
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
