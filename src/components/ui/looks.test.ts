import { describe, expect, it } from 'vitest';
import { cn } from '../../lib/cn.ts';
import { controlClasses, inputClasses } from './looks.ts';

describe('the controls’ looks', () => {
  it('are written without a utility that another in the same list overrides', () => {
    // Joined at module load rather than merged: merging would drop nothing.
    expect(cn(controlClasses)).toBe(controlClasses);
    expect(cn(inputClasses)).toBe(inputClasses);
  });
});
