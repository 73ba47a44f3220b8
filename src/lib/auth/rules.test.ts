import { afterEach, describe, expect, it, vi } from 'vitest';
import * as text from '../text.ts';
import { credentialLabel, loginProblems } from './login-rules.ts';
import { DEFAULT_PLAN, phoneWithCallingCode, positionParam, registerLayout, type RegisterValues } from './rules.ts';
import { registerPayload, registerProblems } from './registration.ts';
import { sponsorInfoText } from '../api/availability.ts';
import { createCountdown } from '../session/countdown.ts';

const t = { ...text.auth, ...text.signIn };

const filled: RegisterValues = {
  name: 'Asha Rao',
  username: 'asha01',
  email: 'asha@example.test',
  country: '1',
  phone: '+919876543210',
  password: 'Secret@1',
  spassword: '',
  sponsor: 'demo',
  position: 'L',
  parent: 'demo',
};

describe('login rules', () => {
  it('names the second field after the auth type', () => {
    expect(credentialLabel('otp')).toBe(t.otp);
    expect(credentialLabel('MPIN')).toBe(t.mpin);
    expect(credentialLabel('authenticator')).toBe(t.authenticator);
    expect(credentialLabel('pin')).toBe('Pin');
    expect(credentialLabel('')).toBe(t.otp);
  });

  it('requires username and password with the spec messages', () => {
    expect(loginProblems({ username: ' ', password: '' })).toEqual({
      username: t.usernameRequired,
      password: t.passwordRequired,
    });
    expect(loginProblems({ username: 'demo', password: 'x' })).toEqual({});
  });
});

describe('register rules', () => {
  it('shows sponsor, parent and position by the plan flags', () => {
    expect(registerLayout(DEFAULT_PLAN)).toEqual({
      sponsor: true,
      parent: true,
      serverPlaces: false,
      position: true,
      mpinRequired: false,
    });
    expect(registerLayout({ binary: false, user_count: 4, email_required: true })).toMatchObject({
      sponsor: true,
      parent: true,
      position: false,
    });
    expect(registerLayout({ binary: true, user_count: 0, email_required: false })).toEqual({
      sponsor: false,
      parent: false,
      serverPlaces: false,
      position: false,
      mpinRequired: true,
    });
  });

  it('asks for every required field with the spec messages, in form order', () => {
    const empty = Object.fromEntries(Object.keys(filled).map((key) => [key, ''])) as RegisterValues;
    const problems = registerProblems(empty, { binary: true, user_count: 3, email_required: false });
    expect(problems).toEqual({
      name: t.nameRequired,
      username: t.usernameRequiredRegister,
      email: t.emailRequired,
      country: t.countryRequired,
      phone: t.phoneRequired,
      password: t.passwordRequired,
      spassword: t.mpinRequired,
      sponsor: t.sponsorRequired,
      position: t.positionRequired,
      parent: t.parentRequired,
    });
    expect(Object.keys(problems)[0]).toBe('name');
  });

  it('accepts a complete form and holds only to the spec: a 4-digit MPIN and a username of letters and digits', () => {
    expect(registerProblems(filled, DEFAULT_PLAN)).toEqual({});
    expect(registerProblems({ ...filled, username: 'asha_01', spassword: '12' }, DEFAULT_PLAN)).toEqual({
      username: t.usernameFormat,
      spassword: t.mpinFormat,
    });
  });

  it('adds no length or format rules of its own: a short username, password or phone and a bare e-mail pass', () => {
    expect(
      registerProblems(
        { ...filled, username: 'ab', email: 'asha@example', phone: '12', password: '12345' },
        DEFAULT_PLAN,
      ),
    ).toEqual({});
  });

  it('needs no sponsor, position or parent while there are no users yet', () => {
    expect(
      registerProblems({ ...filled, sponsor: '', position: '', parent: '' }, { ...DEFAULT_PLAN, user_count: 0 }),
    ).toEqual({});
  });

  it('sends placement fields only when the plan has them, and the MPIN only when given', () => {
    expect(registerPayload(filled, DEFAULT_PLAN)).toEqual({
      name: 'Asha Rao',
      username: 'asha01',
      email: 'asha@example.test',
      phone: '+919876543210',
      country: '1',
      password: 'Secret@1',
      sponsor: 'demo',
      position: 'L',
      parent: 'demo',
    });
    const first = registerPayload({ ...filled, spassword: '1234' }, { ...DEFAULT_PLAN, user_count: 0 });
    expect(Object.keys(first).sort()).toEqual([
      'country',
      'email',
      'name',
      'password',
      'phone',
      'spassword',
      'username',
    ]);
    expect(registerPayload(filled, { ...DEFAULT_PLAN, binary: false })).not.toHaveProperty('position');
  });

  it('asks for no parent where the backend places, unless the newcomer keeps one of their own', () => {
    const auto = { ...DEFAULT_PLAN, auto_placement: true };
    expect(registerLayout(auto)).toMatchObject({ sponsor: true, position: true, parent: false, serverPlaces: true });
    expect(registerLayout(auto, true)).toMatchObject({ parent: true, serverPlaces: false });
    // Auto placement is binary placement: without the binary plan the spec's Parent stays.
    expect(registerLayout({ ...auto, binary: false })).toMatchObject({ parent: true, serverPlaces: false });
    expect(registerProblems({ ...filled, parent: '' }, auto)).toEqual({});
    expect(registerProblems({ ...filled, parent: '' }, auto, true)).toEqual({ parent: t.parentRequired });
    expect(registerPayload({ ...filled, parent: 'typedbefore' }, auto)).toMatchObject({
      sponsor: 'demo',
      position: 'L',
      parent: '',
    });
    expect(registerPayload(filled, auto, true)).toMatchObject({ parent: 'demo' });
  });

  it('puts the calling code in front of the phone without losing digits', () => {
    expect(phoneWithCallingCode('', undefined, '+91')).toBe('+91');
    expect(phoneWithCallingCode('+91', '+91', '+1')).toBe('+1');
    expect(phoneWithCallingCode('+919876', '+91', '+44')).toBe('+449876');
    expect(phoneWithCallingCode('9876', undefined, '+91')).toBe('+919876');
    expect(phoneWithCallingCode('+15550000', undefined, '+91')).toBe('+15550000');
  });

  it('reads the sponsor info as one line and the position parameter in any case', () => {
    expect(sponsorInfoText('Demo Member (demo)')).toBe('Demo Member (demo)');
    expect(sponsorInfoText({ name: 'Demo Member', username: 'demo' })).toBe('Demo Member (demo)');
    expect(sponsorInfoText(null)).toBe('');
    expect(positionParam('r')).toBe('R');
    expect(positionParam(' L ')).toBe('L');
    expect(positionParam('x')).toBe('');
    expect(positionParam(null)).toBe('');
  });
});

describe('resend countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('counts 60 seconds down and is usable again at 0', () => {
    vi.useFakeTimers();
    const countdown = createCountdown();
    expect(countdown.$left.get()).toBe(0);
    countdown.start();
    expect(countdown.$left.get()).toBe(60);
    vi.advanceTimersByTime(15_000);
    expect(countdown.$left.get()).toBe(45);
    vi.advanceTimersByTime(45_000);
    expect(countdown.$left.get()).toBe(0);
    countdown.start(5);
    countdown.stop();
    expect(countdown.$left.get()).toBe(0);
  });
});
