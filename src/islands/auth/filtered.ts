import type { ChangeEvent } from 'react';

/** Strips what a field does not accept, in place (the inputs are uncontrolled). */
export function filtered(event: ChangeEvent<HTMLInputElement>, filter: (value: string) => string): string {
  const input = event.currentTarget;
  const clean = filter(input.value);
  if (clean !== input.value) input.value = clean;
  return clean;
}
