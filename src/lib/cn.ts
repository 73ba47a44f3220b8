import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './merge-classes.ts';

/** Joins class names and lets later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
