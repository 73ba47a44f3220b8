import { describe, it, expect } from 'vitest';
import { isOkStatus, readEnvelope, readFieldErrors, readMessage } from './envelope.ts';
import { ApiError } from './errors.ts';

describe('status spellings', () => {
  it.each([true, 1, '1', 'success', 'SUCCESS'])('reads %j as ok', (status) => {
    expect(readEnvelope({ status }, true)).toEqual({ ok: true, message: undefined });
  });
  it.each([false, 0, '0', 'false', 'error'])('reads %j as rejected', (status) => {
    expect(readEnvelope({ status, msg: 'No' }, true)).toMatchObject({ ok: false, unauthorized: false, message: 'No' });
  });
  it('follows the HTTP status when the body has no status field', () => {
    expect(readEnvelope({ data: [] }, true).ok).toBe(true);
    expect(readEnvelope({ data: [] }, false).ok).toBe(false);
  });
  it('treats a 2xx answer that is not an object as ok and a failed one as rejected', () => {
    expect(readEnvelope([1, 2], true).ok).toBe(true);
    expect(readEnvelope(null, false).ok).toBe(false);
  });
  it('knows ok spellings only', () => {
    expect(isOkStatus('pending')).toBe(false);
  });
});

describe('401 as a message', () => {
  it.each([401, '401'])('reads msg %j with a false status as unauthorized', (msg) => {
    expect(readEnvelope({ status: false, msg }, true)).toMatchObject({ ok: false, unauthorized: true });
  });
  it('reads msg 401 with status 0 as unauthorized', () => {
    expect(readEnvelope({ status: 0, msg: 401 }, true)).toMatchObject({ unauthorized: true });
  });
});

describe('messages', () => {
  it('takes msg before message', () => {
    expect(readMessage({ msg: 'from msg', message: 'from message' })).toBe('from msg');
  });
  it('reads a refusal\u2019s text from data when it is text, as the spec\u2019s placement check sends it', () => {
    expect(readEnvelope({ status: false, data: 'The left position under demo is already taken.' }, true)).toMatchObject(
      {
        ok: false,
        message: 'The left position under demo is already taken.',
      },
    );
    expect(readEnvelope({ status: false, msg: 'From msg', data: 'From data' }, true)).toMatchObject({
      message: 'From msg',
    });
    expect(readEnvelope({ status: false, data: { id: 1 } }, true)).toMatchObject({ message: undefined });
    // An accepted answer's data is its data, not its message.
    expect(readEnvelope({ status: true, data: 'Available' }, true)).toEqual({ ok: true, message: undefined });
  });
  it('falls back to message when msg is empty or the 401 number', () => {
    expect(readMessage({ msg: '', message: 'second' })).toBe('second');
    expect(readMessage({ msg: 401, message: 'Unauthenticated.' })).toBe('Unauthenticated.');
  });
});

describe('field errors', () => {
  it('keeps the first message of each field, in order', () => {
    expect(readFieldErrors({ email: ['Email taken', 'Other'], phone: ['Bad phone'] })).toEqual({
      email: 'Email taken',
      phone: 'Bad phone',
    });
  });
  it('accepts a field mapped to a plain string', () => {
    expect(readFieldErrors({ amount: 'Too low' })).toEqual({ amount: 'Too low' });
  });
  it('accepts a plain string', () => {
    expect(readFieldErrors('Document already uploaded')).toEqual({ _: 'Document already uploaded' });
  });
  it('ignores empty values', () => {
    expect(readFieldErrors({})).toEqual({});
    expect(readFieldErrors('')).toEqual({});
    expect(readFieldErrors(null)).toEqual({});
  });
  it('carries them on a rejected verdict and the first one on the error', () => {
    const verdict = readEnvelope({ status: false, errors: { username: ['Taken'] } }, true);
    expect(verdict).toMatchObject({ ok: false, fieldErrors: { username: 'Taken' } });
    const error = new ApiError('rejected', 'The given data was invalid.', { fieldErrors: { username: 'Taken' } });
    expect(error.firstMessage).toBe('Taken');
  });
});

describe('ApiError', () => {
  it('offers a retry for network, http and shape failures only', () => {
    expect(new ApiError('network', 'x').retryable).toBe(true);
    expect(new ApiError('http', 'x').retryable).toBe(true);
    expect(new ApiError('shape', 'x').retryable).toBe(true);
    expect(new ApiError('rejected', 'x').retryable).toBe(false);
    expect(new ApiError('unauthorized', 'x').retryable).toBe(false);
  });
  it('shows its message when there are no field errors', () => {
    expect(new ApiError('rejected', 'Insufficient Balance').firstMessage).toBe('Insufficient Balance');
  });
});
