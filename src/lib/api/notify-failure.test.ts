import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { failureLine, notifyFailure } from './notify-failure.ts';
import { $toasts } from '../toast/toasts.ts';
import * as text from '../text.ts';

const toasts = () => $toasts.get().map(({ kind, text }) => ({ kind, text }));

describe('notifyFailure', () => {
  beforeEach(() => $toasts.set([]));

  it('stays quiet when the session has ended', () => {
    expect(notifyFailure(new ApiError('unauthorized', text.errors.unauthorized))).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it('shows the first field error of a refusal and hands the error back for its fields', () => {
    const refused = new ApiError('rejected', 'The given data was invalid.', { fieldErrors: { amount: 'Too much.' } });
    expect(notifyFailure(refused)).toBe(refused);
    expect(toasts()).toEqual([{ kind: 'error', text: 'Too much.' }]);
  });

  it('says the connection dropped when the code for the call could not run', () => {
    expect(notifyFailure(new TypeError('Failed to fetch dynamically imported module'))).toBeNull();
    expect(toasts()).toEqual([{ kind: 'error', text: text.errors.network }]);
  });
});

describe('failureLine', () => {
  it("gives a refusal's own words, and for anything else the form's line that what was typed is kept", () => {
    const refused = new ApiError('rejected', 'Ticket is closed.', { fieldErrors: { message: 'Too long.' } });
    expect(failureLine(refused, 'Not sent.')).toBe('Too long.');
    expect(failureLine(new ApiError('network', text.errors.network), 'Not sent.')).toBe('Not sent.');
    expect(failureLine(new ApiError('http', text.errors.http, { status: 500 }), 'Not sent.')).toBe('Not sent.');
  });
});
