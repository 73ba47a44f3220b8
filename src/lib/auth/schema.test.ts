import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PlacementAnswer } from './schema.ts';

describe('PlacementAnswer', () => {
  it("reads the placement's text from msg or message first, else from data", () => {
    expect(z.parse(PlacementAnswer, { status: true, msg: 'Placement is free.', data: 'Available' }).message).toBe(
      'Placement is free.',
    );
    expect(z.parse(PlacementAnswer, { status: true, data: 'Left side is free.' }).message).toBe('Left side is free.');
    expect(z.parse(PlacementAnswer, { status: true, data: { side: 'L' } }).message).toBeUndefined();
  });
});
