/**
 * Contract of the profile and security settings: every answer is parsed with the portal's own
 * schema, and secrets are stored only as hashes.
 */
import { describe, expect, it } from 'vitest';
import { one, run } from '../db.ts';
import { hashSecretSync, sendCode, totp, verifySecret } from '../auth.ts';
import { DEMO_MPIN, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../seed.ts';
import { pngBands } from '../png.ts';
import { testServer } from '../testing.ts';
import { AuthenticationAnswer, MessageAnswer, PictureAnswer, UserAnswer } from '../../src/lib/profile/schema.ts';
import { PictureAnswer as SessionPictureAnswer } from '../../src/lib/session/schema.ts';

const { db, api, signIn, newMember, accept, refuse } = testServer();
const tokens = { demo: signIn('demo'), authdemo: signIn('authdemo') };

/** The newest code sent to a new e-mail address of `username`. */
const mailed = (username: string, purpose = 'email') =>
  one<{ code: string }>(
    db,
    'SELECT code FROM codes WHERE username = ? AND purpose = ? ORDER BY id DESC',
    username,
    purpose,
  )!.code;
/** The two codes an e-mail change needs: the one sent to the new address and the one sent to the current. */
const emailCodes = (username: string) => ({ code: mailed(username), current_code: mailed(username, 'email-current') });

function png(): Blob {
  return new Blob([pngBands(40, 20, [[10, 20, 30]])], { type: 'image/png' });
}

describe('profile', () => {
  it('gives the member with their profile, and no 2FA secret (it comes on request, profile-2fa.test.ts)', async () => {
    const demo = await accept(UserAnswer, 'user', tokens.demo);
    expect(demo.data.username).toBe('demo');
    expect(demo.data.status_2fa).toBe(false);
    expect(demo.data.image_2fa).toBeNull();
    expect(demo.data.image_2fa_on_request).toBe(true);
    expect(demo.data.profile.city).toBe('Pune');
    const auth = await accept(UserAnswer, 'user', tokens.authdemo);
    expect(auth.data.status_2fa).toBe(true);
    expect(auth.data.image_2fa).toBeNull();
  });

  it('updates every profile field and refuses missing required ones', async () => {
    const member = newMember();
    const body = {
      name: 'New Name',
      email: `${member.username}-new@example.test`,
      country: 2,
      phone: '+15557654321',
      gender: 'male',
      dob: '1991-02-03',
      address_line1: '1 High St.',
      address_line2: 'Flat 2/B',
      landmark: 'Near Park',
      city: 'Austin',
      state: 'Texas',
      pincode: '73301',
      tax_id: 'TX123',
    };
    await accept(MessageAnswer, 'update-profile', member.token, {
      json: { ...body, otp: sendCode(db, member.username, 'otp') },
    });
    await accept(MessageAnswer, 'confirm-email', member.token, { json: emailCodes(member.username) });
    const user = await accept(UserAnswer, 'user', member.token);
    expect(user.data.name).toBe('New Name');
    expect(user.data.email).toBe(body.email);
    expect(user.data.profile).toMatchObject({
      country: '2',
      phone: '+15557654321',
      gender: 'male',
      dob: '1991-02-03',
      address_line2: 'Flat 2/B',
      tax_id: 'TX123',
      city: 'Austin',
    });
    const missing = await refuse('update-profile', member.token, { json: { ...body, name: '' } });
    expect(missing.fieldErrors.name).toBe('This Field Is Required.');
    const taken = await refuse('update-profile', member.token, { json: { ...body, email: 'demo@example.test' } });
    expect(taken.fieldErrors.email).toMatch(/taken/);
  });

  it('changes the picture after checking the image by content', async () => {
    const member = newMember();
    const form = new FormData();
    form.append('photo', png(), 'me.png');
    await accept(PictureAnswer, 'change-picture', member.token, { form });
    const avatar = one<{ avatar: string }>(db, 'SELECT avatar FROM users WHERE id = ?', member.id)!.avatar;
    expect(avatar).toMatch(/\.png$/);
    expect((await accept(SessionPictureAnswer, 'get-picture', member.token)).data).toBe(avatar);
    const image = await api.request(`http://portal.test/images/${avatar}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bad = new FormData();
    bad.append('photo', new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }), 'x.png');
    const refused = await refuse('change-picture', member.token, { form: bad });
    expect(refused.status).toBe(415);
  });
});

describe('security', () => {
  it('changes the password with the current one and the OTP, hashed', async () => {
    const member = newMember();
    sendCode(db, member.username, 'otp');
    const code = one<{ code: string }>(
      db,
      'SELECT code FROM codes WHERE username = ? ORDER BY id DESC LIMIT 1',
      member.username,
    )!.code;
    const wrong = await refuse('change-password', member.token, {
      json: { currentpassword: 'nope', newpassword: 'Fresh@5678', otp: code },
    });
    expect(wrong.fieldErrors.currentpassword).toBeDefined();
    const noCode = await refuse('change-password', member.token, {
      json: { currentpassword: DEMO_PASSWORD, newpassword: 'Fresh@5678' },
    });
    expect(noCode.fieldErrors.otp).toBeDefined();
    await accept(MessageAnswer, 'change-password', member.token, {
      json: { currentpassword: DEMO_PASSWORD, newpassword: 'Fresh@5678', otp: code },
    });
    const hash = one<{ password_hash: string }>(
      db,
      'SELECT password_hash FROM users WHERE id = ?',
      member.id,
    )!.password_hash;
    expect(hash).not.toContain('Fresh@5678');
    expect(await verifySecret('Fresh@5678', hash)).toBe(true);
  });

  it('changes the password of an MPIN member with the MPIN and of an authenticator member with a code', async () => {
    const mpin = newMember({ auth_type: 'mpin', mpin_hash: hashSecretSync(DEMO_MPIN) });
    await refuse('change-password', mpin.token, {
      json: { currentpassword: DEMO_PASSWORD, newpassword: 'Other@123', mpin: '9999' },
    });
    await accept(MessageAnswer, 'change-password', mpin.token, {
      json: { currentpassword: DEMO_PASSWORD, newpassword: 'Other@123', mpin: DEMO_MPIN },
    });
    const auth = newMember({ auth_type: 'authenticator', secret_2fa: DEMO_TOTP_SECRET, status_2fa: 1 });
    await accept(MessageAnswer, 'change-password', auth.token, {
      json: { currentpassword: DEMO_PASSWORD, newpassword: 'Other@123', authenticator: totp(DEMO_TOTP_SECRET) },
    });
  });

  it('changes the MPIN with the old one (or the password when none is set) and refuses a mismatch', async () => {
    const member = newMember({ mpin_hash: hashSecretSync(DEMO_MPIN) });
    const mismatch = await refuse('change-secondary-password', member.token, {
      json: { old_password: DEMO_MPIN, spassword: '5678', spassword_confirmation: '5679' },
    });
    expect(mismatch.fieldErrors.spassword_confirmation).toBe('MPIN not matching with new Pin');
    await refuse('change-secondary-password', member.token, {
      json: { old_password: '0000', spassword: '5678', spassword_confirmation: '5678' },
    });
    await accept(MessageAnswer, 'change-secondary-password', member.token, {
      json: { old_password: DEMO_MPIN, spassword: '5678', spassword_confirmation: '5678' },
    });
    expect(
      await verifySecret(
        '5678',
        one<{ mpin_hash: string }>(db, 'SELECT mpin_hash FROM users WHERE id = ?', member.id)!.mpin_hash,
      ),
    ).toBe(true);
    const noMpin = newMember();
    await accept(MessageAnswer, 'change-secondary-password', noMpin.token, {
      json: { old_password: DEMO_PASSWORD, spassword: '4321', spassword_confirmation: '4321' },
    });
  });

  it('switches the authentication type only to types that are set up', async () => {
    const member = newMember();
    const before = await accept(AuthenticationAnswer, 'authentication', member.token);
    expect(before.data).toBe('otp');
    expect(before.more_details).toEqual({
      authenticator: false,
      mpin: false,
      mpin_by_email: true,
      password_by_email: true,
    });
    expect((await refuse('authentication', member.token, { json: { type: 'mpin' } })).message).toBe(
      'Please Setup Your MPIN',
    );
    expect((await refuse('authentication', member.token, { json: { type: 'authenticator' } })).message).toBe(
      'Please Setup Your 2FA Authenticator',
    );
    expect((await refuse('authentication', member.token, { json: { type: '' } })).message).toBe(
      'Please Select Correct Option.',
    );
    run(db, 'UPDATE users SET mpin_hash = ? WHERE id = ?', hashSecretSync(DEMO_MPIN), member.id);
    await accept(MessageAnswer, 'authentication', member.token, {
      json: { type: 'mpin', otp: sendCode(db, member.username, 'otp') },
    });
    const after = await accept(AuthenticationAnswer, 'authentication', member.token);
    expect(after.data).toBe('mpin');
    expect(after.more_details.mpin).toBe(true);
  });

  it('keeps only the rules the spec states: a short phone, any e-mail text, a short password and any bank reference pass', async () => {
    const member = newMember({ auth_type: 'mpin', mpin_hash: hashSecretSync(DEMO_MPIN) });
    const profile = {
      name: 'Short Rules',
      email: `${member.username}-at-home`,
      country: 1,
      phone: '+123',
      mpin: DEMO_MPIN,
    };
    await accept(MessageAnswer, 'update-profile', member.token, { json: profile });
    await accept(MessageAnswer, 'confirm-email', member.token, { json: emailCodes(member.username) });
    expect(one(db, 'SELECT email FROM users WHERE id = ?', member.id)).toEqual({ email: profile.email });
    const letters = await refuse('update-profile', member.token, { json: { ...profile, phone: '12a45' } });
    expect(letters.fieldErrors.phone).toBe('The phone may only contain digits and +.');
    await accept(MessageAnswer, 'change-password', member.token, {
      json: { currentpassword: DEMO_PASSWORD, newpassword: 'abc', mpin: DEMO_MPIN },
    });
    const bank = {
      account_type: 'bank',
      ac_no: 'AB-12',
      bank_name: 'First Bank',
      holder_name: 'Short Rules',
      ifsc: 'X',
      mpin: DEMO_MPIN,
    };
    await accept(MessageAnswer, 'withdraw-setting', member.token, { json: bank });
  });

  it('saves bank and crypto withdraw accounts with the auth value', async () => {
    const member = newMember({ auth_type: 'mpin', mpin_hash: hashSecretSync(DEMO_MPIN) });
    const bank = {
      account_type: 'bank',
      ac_no: '123456789',
      bank_name: 'First Bank',
      holder_name: 'Fresh Member',
      ifsc: 'FBIN0001234',
      mpin: DEMO_MPIN,
    };
    const missing = await refuse('withdraw-setting', member.token, { json: { ...bank, bank_name: '' } });
    expect(missing.fieldErrors.bank_name).toBe('This Field Is Required.');
    await refuse('withdraw-setting', member.token, { json: { ...bank, mpin: '' } });
    await accept(MessageAnswer, 'withdraw-setting', member.token, { json: bank });
    let user = await accept(UserAnswer, 'user', member.token);
    expect(user.data.profile).toMatchObject({
      account_type: 'bank',
      ac_no: '123456789',
      bank_name: 'First Bank',
      ifsc: 'FBIN0001234',
    });
    const address = '0x' + 'ab'.repeat(20);
    await refuse('withdraw-setting', member.token, {
      json: { account_type: 'crypto', coin_name: 'USDT BEP20', coin_address: 'not-an-address', mpin: DEMO_MPIN },
    });
    await accept(MessageAnswer, 'withdraw-setting', member.token, {
      json: { account_type: 'crypto', coin_name: 'USDT BEP20', coin_address: address, mpin: DEMO_MPIN },
    });
    user = await accept(UserAnswer, 'user', member.token);
    expect(user.data.profile).toMatchObject({
      account_type: 'crypto',
      withdrawal_address: address,
      withdrawal_coin: 'USDT BEP20',
    });
  });
});
