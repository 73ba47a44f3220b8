import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { groupOf, mergeClasses } from './merge-classes.ts';
import { cn } from './cn.ts';

const src = join(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.(tsx|astro)$/.test(entry.name) ? [path] : [];
  });
}

/** Every string literal of the code base that reads like a class list. */
function classLists(dir: string): string[] {
  const found = new Set<string>();
  for (const file of files(dir)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/'([^'\n$]{2,})'|"([^"\n$]{2,})"|`([^`\n$]{2,})`/g)) {
      const value = (match[1] ?? match[2] ?? match[3])!.trim();
      const tokens = value.split(/\s+/);
      if (tokens.length === 0 || !tokens.every((token) => /^!?[a-z0-9@*&>_\-:[\]/.%#(),=]+!?$/.test(token))) continue;
      if (
        !tokens.some(
          (token) =>
            /^[a-z:[\]-]*[a-z]-[a-z0-9[]/.test(token) ||
            /^(flex|grid|block|hidden|border|rounded|relative|absolute|fixed|sticky|truncate)$/.test(token),
        )
      )
        continue;
      found.add(value);
    }
  }
  return [...found];
}

const asSet = (list: string) => [...new Set(list.split(/\s+/).filter(Boolean))].sort();

describe('cn', () => {
  it('lets a later list win over an earlier one, and passes a single list through', () => {
    expect(cn('px-2 py-1', 'p-4')).toBe('p-4');
    expect(cn('px-2 py-1', undefined, false)).toBe('px-2 py-1');
    expect(cn('text-sm', { 'text-base': true })).toBe('text-base');
  });
});

describe('mergeClasses', () => {
  it('lets a later utility of the same property win, under the same variants only', () => {
    expect(mergeClasses('px-2 py-1 p-4')).toBe('p-4');
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2');
    expect(mergeClasses('bottom-0 top-0 bottom-auto')).toBe('top-0 bottom-auto');
    expect(mergeClasses('text-sm text-primary text-base')).toBe('text-primary text-base');
    expect(mergeClasses('border border-border border-s-4 border-s-success')).toBe(
      'border border-border border-s-4 border-s-success',
    );
    expect(mergeClasses('border-s-4 border-2')).toBe('border-2');
    expect(mergeClasses('start-2 inset-x-0')).toBe('inset-x-0');
    expect(mergeClasses('rounded-es-none rounded-lg')).toBe('rounded-lg');
    expect(mergeClasses('hover:bg-muted bg-card hover:bg-primary')).toBe('bg-card hover:bg-primary');
    expect(mergeClasses('sm:flex hidden flex')).toBe('sm:flex flex');
  });

  it('never merges utilities it does not know', () => {
    expect(groupOf('tabular-nums')).toBe('=tabular-nums');
    expect(mergeClasses('tabular-nums antialiased')).toBe('tabular-nums antialiased');
  });

  const ui = classLists(join(src, 'components'));
  const all = classLists(src);

  it('finds the class lists of the code base', () => {
    expect(ui.length).toBeGreaterThan(50);
    expect(all.length).toBeGreaterThan(ui.length);
  });

  it('finds no conflict within any one class list of the code base (cn passes a single list through)', () => {
    const merged = all.filter((list) => asSet(mergeClasses(list)).join(' ') !== asSet(list).join(' '));
    expect(merged).toEqual([]);
  });

  it('agrees with tailwind-merge on every class list of the code base', () => {
    const differ = all.filter((list) => asSet(mergeClasses(list)).join(' ') !== asSet(twMerge(list)).join(' '));
    expect(differ.map((list) => `${list} → ${mergeClasses(list)} ≠ ${twMerge(list)}`)).toEqual([]);
  });

  it('agrees with tailwind-merge on every primitive class list overridden by any class list of the code base', () => {
    const differ: string[] = [];
    for (const base of ui) {
      for (const override of all) {
        const list = `${base} ${override}`;
        if (asSet(mergeClasses(list)).join(' ') !== asSet(twMerge(list)).join(' '))
          differ.push(`${base} + ${override}: ${mergeClasses(list)} ≠ ${twMerge(list)}`);
        if (differ.length > 20) break;
      }
    }
    expect(differ).toEqual([]);
  }, 120_000);
});
