import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api/errors.ts';
import { knownReason } from './server-reason-table.ts';
import * as en from './text.ts';
import * as hi from './text/hi.ts';

/** server-reasons.ts as the Hindi build has it: the language written in, the Hindi catalogue in place. */
async function hindi() {
  vi.stubGlobal('__PORTAL_LANG__', 'hi');
  vi.resetModules();
  vi.doMock('./text.ts', () => import('./text/hi.ts'));
  vi.doMock('./text/errors.ts', () => import('./text/hi/errors.ts'));
  const reasons = await import('./server-reasons.ts');
  await reasons.reasonsReady();
  return reasons;
}

afterEach(() => {
  vi.doUnmock('./text.ts');
  vi.doUnmock('./text/errors.ts');
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('serverReason on the Hindi pages', () => {
  it('shows a known reason in Hindi, whatever its case and spaces, a name or time in it kept', async () => {
    const { serverReason } = await hindi();
    expect(serverReason('The left position under demo is already taken.')).toEqual({
      text: hi.serverReasons.leftTaken('demo'),
    });
    expect(serverReason('  invalid   OTP. ')).toEqual({ text: hi.serverReasons.invalidOtp });
    expect(serverReason('Insufficient Balance')).toEqual({ text: hi.serverReasons.insufficient });
    expect(serverReason('Too many wrong codes. Please try again after 14:05 UTC.')).toEqual({
      text: hi.serverReasons.tooManyCodes('14:05 UTC'),
    });
  });

  it('keeps a reason it does not know as sent, marked English', async () => {
    const { serverReason } = await hindi();
    expect(serverReason('Your plan does not allow this.')).toEqual({
      text: 'Your plan does not allow this.',
      lang: 'en',
    });
  });

  it("reads a refusal as the server's reason and any other failure as the portal's own words", async () => {
    const { failureText } = await hindi();
    expect(failureText(new ApiError('rejected', 'User not found.'))).toEqual({ text: hi.serverReasons.userNotFound });
    expect(failureText(new ApiError('rejected', 'x', { fieldErrors: { otp: 'Odd.' } }))).toEqual({
      text: 'Odd.',
      lang: 'en',
    });
    expect(failureText(new ApiError('network', hi.errors.network))).toEqual({ text: hi.errors.network });
    expect(failureText(new ApiError('rejected', hi.errors.requestFailed))).toEqual({ text: hi.errors.requestFailed });
  });

  it('toasts a known refusal in Hindi and an unknown one marked English', async () => {
    await hindi();
    const { notifyFailure } = await import('./api/notify-failure.ts');
    // The freshly loaded modules' error class (a failure is recognised by it).
    const { ApiError } = await import('./api/errors.ts');
    const { $toasts } = await import('./toast/toasts.ts');
    notifyFailure(new ApiError('rejected', 'Invalid MPIN.'));
    notifyFailure(new ApiError('rejected', 'Odd answer.'));
    await vi.waitFor(() => expect($toasts.get()).toHaveLength(2));
    expect($toasts.get().map(({ text, lang }) => ({ text, lang }))).toEqual([
      { text: hi.serverReasons.invalidMpin, lang: undefined },
      { text: 'Odd answer.', lang: 'en' },
    ]);
  });
});

describe('serverReason on the English pages', () => {
  it("shows the server's words as sent, unmarked (the page is English)", async () => {
    const { serverReason } = await import('./server-reasons.ts');
    expect(serverReason('Invalid OTP.')).toEqual({ text: 'Invalid OTP.' });
    expect(serverReason('Your plan does not allow this.')).toEqual({ text: 'Your plan does not allow this.' });
  });
});

describe('the table of known reasons', () => {
  it('knows every reason of the catalogue, as the server writes it', () => {
    for (const [key, value] of Object.entries(en.serverReasons)) {
      const said = typeof value === 'function' ? value('30') : value;
      expect(knownReason(said), key).toBe(said);
    }
  });
});

describe('fieldReasons', () => {
  it("shows each field's known reason in Hindi, the others as sent", async () => {
    await hindi();
    const { fieldReasons } = await import('./server-reasons.ts');
    expect(fieldReasons({ username: 'The username has already been taken.', phone: 'Use the landline.' })).toEqual({
      username: hi.serverReasons.usernameTaken,
      phone: 'Use the landline.',
    });
  });
});
