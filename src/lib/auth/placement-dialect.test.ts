/**
 * A placement refusal in the spec's own dialect (part 1: the check answers `status` and `data`, the
 * message): its words reach the member as the server wrote them, not as "Request failed!!!", and two
 * such refusals for the two sides are read as both sides filled.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import * as text from '../text.ts';
import { checkPlacement } from './api.ts';
import { placementAdvice } from './placement-advice.ts';

const LEFT = readFileSync(new URL('../../../tests/fixtures/auth/placement-taken-spec.json', import.meta.url), 'utf8');
const RIGHT = LEFT.replace('left', 'right');

/** The check's refusal for `side`, as a backend of the spec's dialect sends it (HTTP 200). */
function answerInSpecDialect() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      return new Response(url.includes('-R-placement') ? RIGHT : LEFT, {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

const refusalOf = (side: 'L' | 'R') =>
  checkPlacement('mpindemo', 'mpindemo', side).then(
    () => {
      throw new Error('accepted');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );

describe('a placement refusal in the spec\u2019s dialect', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('carries the server\u2019s words from `data`', async () => {
    answerInSpecDialect();
    const refusal = await refusalOf('L');
    expect(refusal.kind).toBe('rejected');
    expect(refusal.firstMessage).toBe('The left position under mpindemo is already taken.');
    expect(refusal.firstMessage).not.toContain(text.errors.requestFailed);
  });

  it('says both sides are filled when both sides are refused so', async () => {
    answerInSpecDialect();
    const [left, right] = await Promise.all([refusalOf('L'), refusalOf('R')]);
    expect(
      placementAdvice(left.firstMessage, 'mpindemo', 'L', { free: false, refusal: right.firstMessage }).message,
    ).toBe(text.placementAdvice.bothTaken('The left position under mpindemo is already taken.', 'mpindemo'));
  });
});
