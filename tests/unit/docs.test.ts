/**
 * The component docs are complete: every ui primitive, shared component and island has its docs
 * page (islands also their preview frame), and no docs page documents a file that is gone.
 */
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { catalogue, entryOf } from '../../src/docs/catalogue.ts';
import { docEntries } from '../../src/docs/files.ts';

const root = join(import.meta.dirname, '..', '..');

function files(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ext))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).replace(/\\/g, '/'));
}

const onDisk = catalogue([...files(join(root, 'src/components'), '.tsx'), ...files(join(root, 'src/islands'), '.tsx')]);

describe('component docs', () => {
  it('lists the same components as the file system (the index is built from this list)', () => {
    expect(docEntries.map((entry) => entry.source)).toEqual(onDisk.map((entry) => entry.source));
    expect(onDisk.some((entry) => entry.kind === 'ui')).toBe(true);
    expect(onDisk.some((entry) => entry.kind === 'island')).toBe(true);
  });

  it('has a docs page for every primitive, shared component and island', () => {
    const missing = onDisk.filter((entry) => !existsSync(join(root, entry.page))).map((entry) => `${entry.source} → ${entry.page}`);
    expect(missing).toEqual([]);
  });

  it('has the preview frame of every island page that shows states', () => {
    const missing = onDisk
      .filter((entry) => entry.frame && existsSync(join(root, entry.page)) && /\bstates=\{/.test(readFileSync(join(root, entry.page), 'utf8')))
      .filter((entry) => !existsSync(join(root, entry.frame!.page)))
      .map((entry) => `${entry.source} → ${entry.frame!.page}`);
    expect(missing).toEqual([]);
  });

  it('has no docs page for a component that no longer exists', () => {
    const known = new Set(onDisk.flatMap((entry) => [entry.page, ...(entry.frame ? [entry.frame.page] : [])]));
    const overview = ['src/pages/docs/index.astro', 'src/pages/docs/index/index.astro'];
    const orphans = files(join(root, 'src/pages/docs'), '.astro').filter((page) => !known.has(page) && !overview.includes(page));
    expect(orphans).toEqual([]);
  });
});

describe('docs catalogue', () => {
  it('maps a primitive, a shared component and an island to their pages', () => {
    expect(entryOf('/src/components/ui/alert-dialog.tsx')).toMatchObject({ kind: 'ui', href: '/docs/ui/alert-dialog', page: 'src/pages/docs/ui/alert-dialog.astro' });
    expect(entryOf('src/components/Pager.tsx')).toMatchObject({ kind: 'component', group: 'components', href: '/docs/components/Pager' });
    expect(entryOf('src/components/tasks/RewardFlow.tsx')).toMatchObject({ group: 'components/tasks', href: '/docs/components/tasks/RewardFlow' });
    expect(entryOf('/work/x/src/islands/auth/LoginForm.tsx')).toMatchObject({
      kind: 'island',
      group: 'islands/auth',
      href: '/docs/islands/auth/LoginForm',
      frame: { href: '/docs/frames/auth/LoginForm', page: 'src/pages/docs/frames/auth/LoginForm.astro' },
    });
  });

  it('leaves out helper modules, hooks and vendored code', () => {
    expect(entryOf('src/islands/ledgers/ledgers.tsx')).toBeNull();
    expect(entryOf('src/islands/dashboard/parts/Card.tsx')).toBeNull();
    expect(entryOf('src/components/vendor/Thing.tsx')).toBeNull();
    expect(entryOf('src/components/useLoad.ts')).toBeNull();
  });
});
