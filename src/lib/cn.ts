import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './merge-classes.ts';

/**
 * Joins class names and lets later Tailwind utilities win over earlier ones. A single class list is
 * passed through as it is: each list of the code base is free of conflicts on its own
 * (merge-classes.test.ts), and merging one cost a page's first render a few ms per list at 4x CPU.
 */
export function cn(...inputs: ClassValue[]): string {
  const given = inputs.filter(Boolean);
  if (given.length === 1 && typeof given[0] === 'string') return given[0];
  return mergeClasses(clsx(inputs));
}
