/**
 * Contract tests of the account area: every answer is parsed with the portal's own schema, so the
 * portal and the reference server cannot drift apart.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { openDb, one, run, type Db } from '../db.ts';
import { createApi } from '../app.ts';
import { hashSecretSync, issueToken, sendCode, totp, verifySecret } from '../auth.ts';
import { DEMO_MPIN, DEMO_PASSWORD, DEMO_TOTP_SECRET, memberId, migrate, seed } from '../seed.ts';
import { pngBands } from '../png.ts';
import { DashboardAnswer, DASHBOARD_FIELDS } from '../../src/lib/dashboard/schema.ts';
import { NewsAnswer, NewsReadAnswer } from '../../src/lib/news/schema.ts';
import { AuthenticationAnswer, MessageAnswer, PictureAnswer, UserAnswer } from '../../src/lib/profile/schema.ts';
import { DocTypesAnswer, KycListAnswer, KycUploadAnswer } from '../../src/lib/kyc/schema.ts';
import { BalanceSyncAnswer, DepositsAnswer } from '../../src/lib/deposits/schema.ts';
import { readEnvelope } from '../../src/lib/api/envelope.ts';
import { PictureAnswer as SessionPictureAnswer } from '../../src/lib/session/schema.ts';

let db: Db;
let api: ReturnType<typeof createApi>;
const tokens: Record<string, string> = {};
let fresh = 0;

beforeAll(() => {
  db = openDb(':memory:');
  migrate(db);
  seed(db);
  api = createApi(db, { demo: true });
  for (const name of ['demo', 'mpindemo', 'authdemo', 'outsider']) tokens[name] = issueToken(db, memberId(db, name), 'session');
}, 60_000);

/** A member nobody else uses (no stats, no documents, no deposits), with a live session. */
function newMember(values: Record<string, unknown> = {}): { id: number; username: string; token: string } {
  fresh += 1;
  const username = `fresh${fresh}`;
  const row = { username, name: 'Fresh Member', email: `${username}@example.test`, phone: '+15550001111', country_id: 1, password_hash: hashSecretSync(DEMO_PASSWORD), email_verified_at: '2024-01-01 00:00:00', ...values };
  const keys = Object.keys(row);
  const id = run(db, `INSERT INTO users (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`, ...keys.map((key) => row[key as keyof typeof row])).lastInsertRowid;
  return { id, username, token: issueToken(db, id, 'session') };
}

async function send(path: string, token: string | undefined, init: { method?: string; json?: unknown; form?: FormData; key?: string } = {}) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.key) headers['Idempotency-Key'] = init.key;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) body = init.form;
  const response = await api.request(`http://portal.test/${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** An accepted answer, parsed with the portal's schema. */
async function accepted<S extends z.ZodMiniType>(schema: S, path: string, token: string | undefined, init: Parameters<typeof send>[2] = {}) {
  const answer = await send(path, token, init);
  const verdict = readEnvelope(answer.body, answer.status < 400);
  expect(verdict.ok, `${path}: ${JSON.stringify(answer.body)}`).toBe(true);
  return z.parse(schema, answer.body);
}

/** A rejected answer: its message as the portal reads it. */
async function rejected(path: string, token: string | undefined, init: Parameters<typeof send>[2] = {}) {
  const answer = await send(path, token, init);
  const verdict = readEnvelope(answer.body, answer.status < 400);
  expect(verdict.ok, `${path} should be refused`).toBe(false);
  if (verdict.ok) throw new Error('accepted');
  return { ...verdict, status: answer.status };
}

function png(): Blob {
  return new Blob([pngBands(40, 20, [[10, 20, 30]])], { type: 'image/png' });
}

describe('dashboard', () => {
  it('gives the demo member every stat of the contract', async () => {
    const answer = await accepted(DashboardAnswer, 'dashboard', tokens.demo);
    for (const field of DASHBOARD_FIELDS) expect(answer.data, field).toHaveProperty(field);
    expect(answer.data.username).toBe('demo');
    expect(answer.data.pay_in_wallet).toBe(2500);
    expect(answer.data.next_leadership_rank).toBe('Platinum');
    expect(answer.data.total_team).toBeGreaterThan(100);
    expect(Number(answer.data.paid_team)).toBeLessThanOrEqual(Number(answer.data.total_team));
    expect(answer.data.my_sponsor).toBe('company');
  });

  it("says 'N/A' for the next rank and salary of a member without them", async () => {
    const answer = await accepted(DashboardAnswer, 'dashboard', tokens.authdemo);
    expect(answer.data.next_salary).toBe('N/A');
    const member = newMember();
    const empty = await accepted(DashboardAnswer, 'dashboard', member.token);
    expect(empty.data.next_leadership_rank).toBe('N/A');
    expect(empty.data.total_team).toBe(0);
  });

  it('refuses a request without a session with 401 in the contract shape', async () => {
    const answer = await send('dashboard', undefined);
    expect(answer.status).toBe(401);
    expect(readEnvelope(answer.body, false)).toMatchObject({ ok: false, unauthorized: true });
  });
});

describe('news', () => {
  it('lists news with and without is_show and stops showing an item once it is read', async () => {
    const member = newMember();
    const before = await accepted(NewsAnswer, 'news', member.token);
    expect(before.data.length).toBeGreaterThanOrEqual(3);
    const shown = before.data.filter((item) => item.is_show);
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(before.data.some((item) => !item.is_show)).toBe(true);
    await accepted(NewsReadAnswer, `news/${shown[0]!.id}/read`, member.token);
    const after = await accepted(NewsAnswer, 'news', member.token);
    expect(after.data.find((item) => item.id === shown[0]!.id)?.is_show).toBe(false);
    // Reading is per member: another member still sees it.
    const other = await accepted(NewsAnswer, 'news', newMember().token);
    expect(other.data.find((item) => item.id === shown[0]!.id)?.is_show).toBe(true);
  });

  it('counts the items a member has not opened, pop-up or not, and counts each read once', async () => {
    const member = newMember();
    const before = await accepted(NewsAnswer, 'news', member.token);
    expect(before.unread_count).toBe(before.data.length);
    const quiet = before.data.find((item) => !item.is_show)!;
    await accepted(NewsReadAnswer, `news/${quiet.id}/read`, member.token);
    await accepted(NewsReadAnswer, `news/${quiet.id}/read`, member.token);
    expect((await accepted(NewsAnswer, 'news', member.token)).unread_count).toBe(before.data.length - 1);
    // Another member's reads do not count.
    expect((await accepted(NewsAnswer, 'news', newMember().token)).unread_count).toBe(before.data.length);
  });

  it('refuses to mark an unknown news item', async () => {
    const answer = await rejected('news/99999/read', tokens.demo);
    expect(answer.status).toBe(404);
  });
});

describe('deposits', () => {
  it('gives the deposit address and pages of deposits with working page URLs', async () => {
    const first = await accepted(DepositsAnswer, 'deposit', tokens.demo);
    expect(first.depositAddress).toMatch(/^0x[0-9a-f]{40}$/);
    expect(first.data.data).toHaveLength(10);
    expect(first.data.last_page).toBe(3);
    expect(first.data.total).toBe(23);
    expect(first.data.next_page_url).toMatch(/page=2/);
    const statuses = new Set(first.data.data.map((row) => row.status));
    expect(statuses.has(0) && statuses.has(1)).toBe(true);
    const next = new URL(first.data.next_page_url!);
    const second = await accepted(DepositsAnswer, `${next.pathname.replace(/^\//, '')}${next.search}`, tokens.demo);
    expect(second.data.current_page).toBe(2);
    expect(second.data.data[0]!.thash).not.toBe(first.data.data[0]!.thash);
  });

  it("shows a member only their own deposits", async () => {
    const mine = await accepted(DepositsAnswer, 'deposit', tokens.mpindemo);
    expect(mine.data.total).toBe(2);
    const demoHashes = new Set((await accepted(DepositsAnswer, 'deposit', tokens.demo)).data.data.map((row) => row.thash));
    expect(mine.data.data.some((row) => demoHashes.has(row.thash))).toBe(false);
    const none = await accepted(DepositsAnswer, 'deposit', newMember().token);
    expect(none.data.data).toEqual([]);
  });

  it('answers a balance sync with a message', async () => {
    const answer = await accepted(BalanceSyncAnswer, 'balance-sync', tokens.demo);
    expect(answer.msg).toEqual(expect.any(String));
  });
});

describe('profile', () => {
  it('gives the member with their profile and a 2FA QR only while 2FA is off', async () => {
    const demo = await accepted(UserAnswer, 'user', tokens.demo);
    expect(demo.data.username).toBe('demo');
    expect(demo.data.status_2fa).toBe(false);
    expect(demo.data.image_2fa).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]{16,}/);
    expect(demo.data.profile.city).toBe('Pune');
    const auth = await accepted(UserAnswer, 'user', tokens.authdemo);
    expect(auth.data.status_2fa).toBe(true);
    expect(auth.data.image_2fa).toBeNull();
  });

  it('updates every profile field and refuses missing required ones', async () => {
    const member = newMember();
    const body = {
      name: 'New Name', email: `${member.username}-new@example.test`, country: 2, phone: '+15557654321', gender: 'male', dob: '1991-02-03',
      address_line1: '1 High St.', address_line2: 'Flat 2/B', landmark: 'Near Park', city: 'Austin', state: 'Texas', pincode: '73301', tax_id: 'TX123',
    };
    await accepted(MessageAnswer, 'update-profile', member.token, { json: body });
    const user = await accepted(UserAnswer, 'user', member.token);
    expect(user.data.name).toBe('New Name');
    expect(user.data.profile).toMatchObject({ country: '2', phone: '+15557654321', gender: 'male', dob: '1991-02-03', address_line2: 'Flat 2/B', tax_id: 'TX123', city: 'Austin' });
    const missing = await rejected('update-profile', member.token, { json: { ...body, name: '' } });
    expect(missing.fieldErrors.name).toBe('This Field Is Required.');
    const taken = await rejected('update-profile', member.token, { json: { ...body, email: 'demo@example.test' } });
    expect(taken.fieldErrors.email).toMatch(/taken/);
  });

  it('changes the picture after checking the image by content', async () => {
    const member = newMember();
    const form = new FormData();
    form.append('photo', png(), 'me.png');
    await accepted(PictureAnswer, 'change-picture', member.token, { form });
    const avatar = one<{ avatar: string }>(db, 'SELECT avatar FROM users WHERE id = ?', member.id)!.avatar;
    expect(avatar).toMatch(/\.png$/);
    expect((await accepted(SessionPictureAnswer, 'get-picture', member.token)).data).toBe(avatar);
    const image = await api.request(`http://portal.test/images/${avatar}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bad = new FormData();
    bad.append('photo', new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }), 'x.png');
    const refused = await rejected('change-picture', member.token, { form: bad });
    expect(refused.status).toBe(415);
  });
});

describe('security', () => {
  it('turns 2FA on with a code of the offered secret, and off again', async () => {
    const member = newMember();
    const user = await accepted(UserAnswer, 'user', member.token);
    const secret = new URL(user.data.image_2fa!).searchParams.get('secret')!;
    await rejected('enable-2fa', member.token, { json: { code: '000000' } });
    await accepted(MessageAnswer, 'enable-2fa', member.token, { json: { code: totp(secret) } });
    const on = await accepted(UserAnswer, 'user', member.token);
    expect(on.data.status_2fa).toBe(true);
    expect(on.data.image_2fa).toBeNull();
    // The code that turned it on is spent; the authenticator's next code turns it off.
    await rejected('disable-2fa', member.token, { json: { code: totp(secret) } });
    await accepted(MessageAnswer, 'disable-2fa', member.token, { json: { code: totp(secret, Date.now(), 1) } });
    const off = await accepted(UserAnswer, 'user', member.token);
    expect(off.data.status_2fa).toBe(false);
    // A new secret is offered for the next time.
    expect(new URL(off.data.image_2fa!).searchParams.get('secret')).not.toBe(secret);
  });

  it('changes the password with the current one and the OTP, hashed', async () => {
    const member = newMember();
    sendCode(db, member.username, 'otp');
    const code = one<{ code: string }>(db, 'SELECT code FROM codes WHERE username = ? ORDER BY id DESC LIMIT 1', member.username)!.code;
    const wrong = await rejected('change-password', member.token, { json: { currentpassword: 'nope', newpassword: 'Fresh@5678', otp: code } });
    expect(wrong.fieldErrors.currentpassword).toBeDefined();
    const noCode = await rejected('change-password', member.token, { json: { currentpassword: DEMO_PASSWORD, newpassword: 'Fresh@5678' } });
    expect(noCode.fieldErrors.otp).toBeDefined();
    await accepted(MessageAnswer, 'change-password', member.token, { json: { currentpassword: DEMO_PASSWORD, newpassword: 'Fresh@5678', otp: code } });
    const hash = one<{ password_hash: string }>(db, 'SELECT password_hash FROM users WHERE id = ?', member.id)!.password_hash;
    expect(hash).not.toContain('Fresh@5678');
    expect(await verifySecret('Fresh@5678', hash)).toBe(true);
  });

  it('changes the password of an MPIN member with the MPIN and of an authenticator member with a code', async () => {
    const mpin = newMember({ auth_type: 'mpin', mpin_hash: hashSecretSync(DEMO_MPIN) });
    await rejected('change-password', mpin.token, { json: { currentpassword: DEMO_PASSWORD, newpassword: 'Other@123', mpin: '9999' } });
    await accepted(MessageAnswer, 'change-password', mpin.token, { json: { currentpassword: DEMO_PASSWORD, newpassword: 'Other@123', mpin: DEMO_MPIN } });
    const auth = newMember({ auth_type: 'authenticator', secret_2fa: DEMO_TOTP_SECRET, status_2fa: 1 });
    await accepted(MessageAnswer, 'change-password', auth.token, { json: { currentpassword: DEMO_PASSWORD, newpassword: 'Other@123', authenticator: totp(DEMO_TOTP_SECRET) } });
  });

  it('changes the MPIN with the old one (or the password when none is set) and refuses a mismatch', async () => {
    const member = newMember({ mpin_hash: hashSecretSync(DEMO_MPIN) });
    const mismatch = await rejected('change-secondary-password', member.token, { json: { old_password: DEMO_MPIN, spassword: '5678', spassword_confirmation: '5679' } });
    expect(mismatch.fieldErrors.spassword_confirmation).toBe('MPIN not matching with new Pin');
    await rejected('change-secondary-password', member.token, { json: { old_password: '0000', spassword: '5678', spassword_confirmation: '5678' } });
    await accepted(MessageAnswer, 'change-secondary-password', member.token, { json: { old_password: DEMO_MPIN, spassword: '5678', spassword_confirmation: '5678' } });
    expect(await verifySecret('5678', one<{ mpin_hash: string }>(db, 'SELECT mpin_hash FROM users WHERE id = ?', member.id)!.mpin_hash)).toBe(true);
    const noMpin = newMember();
    await accepted(MessageAnswer, 'change-secondary-password', noMpin.token, { json: { old_password: DEMO_PASSWORD, spassword: '4321', spassword_confirmation: '4321' } });
  });

  it('switches the authentication type only to types that are set up', async () => {
    const member = newMember();
    const before = await accepted(AuthenticationAnswer, 'authentication', member.token);
    expect(before.data).toBe('otp');
    expect(before.more_details).toEqual({ authenticator: false, mpin: false });
    expect((await rejected('authentication', member.token, { json: { type: 'mpin' } })).message).toBe('Please Setup Your MPIN');
    expect((await rejected('authentication', member.token, { json: { type: 'authenticator' } })).message).toBe('Please Setup Your 2FA Authenticator');
    expect((await rejected('authentication', member.token, { json: { type: '' } })).message).toBe('Please Select Correct Option.');
    run(db, 'UPDATE users SET mpin_hash = ? WHERE id = ?', hashSecretSync(DEMO_MPIN), member.id);
    await accepted(MessageAnswer, 'authentication', member.token, { json: { type: 'mpin' } });
    const after = await accepted(AuthenticationAnswer, 'authentication', member.token);
    expect(after.data).toBe('mpin');
    expect(after.more_details.mpin).toBe(true);
  });

  it('keeps only the rules the spec states: a short phone, any e-mail text, a short password and any bank reference pass', async () => {
    const member = newMember({ auth_type: 'mpin', mpin_hash: hashSecretSync(DEMO_MPIN) });
    const profile = { name: 'Short Rules', email: `${member.username}-at-home`, country: 1, phone: '+123' };
    await accepted(MessageAnswer, 'update-profile', member.token, { json: profile });
    const letters = await rejected('update-profile', member.token, { json: { ...profile, phone: '12a45' } });
    expect(letters.fieldErrors.phone).toBe('The phone may only contain digits and +.');
    await accepted(MessageAnswer, 'change-password', member.token, { json: { currentpassword: DEMO_PASSWORD, newpassword: 'abc', mpin: DEMO_MPIN } });
    const bank = { account_type: 'bank', ac_no: 'AB-12', bank_name: 'First Bank', holder_name: 'Short Rules', ifsc: 'X', mpin: DEMO_MPIN };
    await accepted(MessageAnswer, 'withdraw-setting', member.token, { json: bank });
  });

  it('saves bank and crypto withdraw accounts with the auth value', async () => {
    const member = newMember({ auth_type: 'mpin', mpin_hash: hashSecretSync(DEMO_MPIN) });
    const bank = { account_type: 'bank', ac_no: '123456789', bank_name: 'First Bank', holder_name: 'Fresh Member', ifsc: 'FBIN0001234', mpin: DEMO_MPIN };
    const missing = await rejected('withdraw-setting', member.token, { json: { ...bank, bank_name: '' } });
    expect(missing.fieldErrors.bank_name).toBe('This Field Is Required.');
    await rejected('withdraw-setting', member.token, { json: { ...bank, mpin: '' } });
    await accepted(MessageAnswer, 'withdraw-setting', member.token, { json: bank });
    let user = await accepted(UserAnswer, 'user', member.token);
    expect(user.data.profile).toMatchObject({ account_type: 'bank', ac_no: '123456789', bank_name: 'First Bank', ifsc: 'FBIN0001234' });
    const address = '0x' + 'ab'.repeat(20);
    await rejected('withdraw-setting', member.token, { json: { account_type: 'crypto', coin_name: 'USDT BEP20', coin_address: 'not-an-address', mpin: DEMO_MPIN } });
    await accepted(MessageAnswer, 'withdraw-setting', member.token, { json: { account_type: 'crypto', coin_name: 'USDT BEP20', coin_address: address, mpin: DEMO_MPIN } });
    user = await accepted(UserAnswer, 'user', member.token);
    expect(user.data.profile).toMatchObject({ account_type: 'crypto', withdrawal_address: address, withdrawal_coin: 'USDT BEP20' });
  });
});

describe('KYC', () => {
  it('lists the document names per proof type', async () => {
    const answer = await accepted(DocTypesAnswer, 'get/doc-type', tokens.demo);
    expect(answer.data.identity).toContain('national_id_card');
    expect(answer.data.address.length).toBeGreaterThan(0);
  });

  it("lists a member's own documents with status and remarks", async () => {
    const demo = await accepted(KycListAnswer, 'kyc-list', tokens.demo);
    expect(demo.kyc_status).toBe(0);
    expect(demo.data.data.map((doc) => doc.status).sort()).toEqual([1, 2]);
    expect(demo.data.data.find((doc) => doc.status === 2)?.remarks).toMatch(/blurred/);
    const verified = await accepted(KycListAnswer, 'kyc-list', tokens.mpindemo);
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
    const noBack = await rejected('kyc-doc-upload', member.token, { form: upload({ document_type: 'identity', document_name: 'passport', document_number: 'P123' }, { front: png() }) });
    expect(noBack.fieldErrors.back).toBeDefined();
    const badNumber = await rejected('kyc-doc-upload', member.token, { form: upload({ document_type: 'identity', document_name: 'passport', document_number: 'P-1 23' }, { front: png(), back: png() }) });
    expect(badNumber.fieldErrors.document_number).toBeDefined();
    await accepted(KycUploadAnswer, 'kyc-doc-upload', member.token, { form: upload({ document_type: 'identity', document_name: 'passport', document_number: 'P123' }, { front: png(), back: png() }) });
    const again = await rejected('kyc-doc-upload', member.token, { form: upload({ document_type: 'identity', document_name: 'passport', document_number: 'P123' }, { front: png(), back: png() }) });
    expect(again.status).toBe(409);
    await accepted(KycUploadAnswer, 'kyc-doc-upload', member.token, { form: upload({ document_type: 'address', document_name: 'utility_bill', document_number: 'U1' }, { front: png(), back: png() }) });
    await accepted(KycUploadAnswer, 'kyc-doc-upload', member.token, { form: upload({ document_type: 'photo', document_name: 'photo' }, { front: png() }) });
    const list = await accepted(KycListAnswer, 'kyc-list', member.token);
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
    expect((await rejected('kyc-doc-upload', member.token, { form })).status).toBe(415);
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
    await accepted(KycUploadAnswer, 'kyc-doc-upload', member.token, { form: form(), key: 'upload-1' });
    // The answer was lost; the same upload again is not a second document.
    await accepted(KycUploadAnswer, 'kyc-doc-upload', member.token, { form: form(), key: 'upload-1' });
    expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM kyc_documents WHERE user_id = ?', member.id)!.n).toBe(1);
    expect((await rejected('kyc-doc-upload', member.token, { form: form(), key: 'upload-2' })).status).toBe(409);
  });
});
