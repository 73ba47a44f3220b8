import { describe, it, expect } from 'vitest';
import { ApiError } from './errors.ts';
import { sendFailure } from './send-failure.ts';
import * as text from '../text.ts';

describe('sendFailure', () => {
  it('is null when the session has ended', () => {
    expect(sendFailure(new ApiError('unauthorized', 'Authentication Failed.'), 'Could not send.')).toBeNull();
  });

  it('puts a refusal’s field messages on their fields and asks for a new key', () => {
    const refused = new ApiError('rejected', 'The given data was invalid.', {
      fieldErrors: { description: 'Too short.' },
    });
    expect(sendFailure(refused, 'Could not send.')).toEqual({
      fields: { description: 'Too short.' },
      form: 'Too short.',
      toast: 'Too short.',
      newKey: true,
    });
  });

  it('keeps the key after a dropped connection, and the form says the fallback', () => {
    const dropped = new ApiError('network', text.errors.network);
    expect(sendFailure(dropped, 'Could not send.')).toEqual({
      fields: {},
      form: 'Could not send.',
      toast: text.errors.network,
      newKey: false,
    });
  });

  it('treats anything else as a failed request', () => {
    expect(sendFailure(new TypeError('boom'), 'Could not send.')).toEqual({
      fields: {},
      form: 'Could not send.',
      toast: text.errors.requestFailed,
      newKey: false,
    });
  });
});
