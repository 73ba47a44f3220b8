/**
 * The component docs are complete: every ui primitive, shared component and island has its docs
 * page and its preview in the registry, no docs page or preview documents a file that is gone, and a
 * part of an island gets no page of its own.
 */
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { catalogue, entryOf, importLine, islandNames } from '../../src/docs/catalogue.ts';
import { docsRouteList } from '../../scripts/docs-routes.mjs';
import { docEntries, importLineOf } from '../../src/docs/files.ts';

const root = join(import.meta.dirname, '..', '..');

function files(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ext))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).replace(/\\/g, '/'));
}

const pageSources = [...files(join(root, 'src/pages'), '.astro'), ...files(join(root, 'src/layouts'), '.astro')].map(
  (file) => readFileSync(join(root, file), 'utf8'),
);
const onDisk = catalogue(
  [...files(join(root, 'src/components'), '.tsx'), ...files(join(root, 'src/islands'), '.tsx')],
  islandNames(pageSources),
);

describe('component docs', () => {
  it('lists the same components as the file system (the index is built from this list)', () => {
    expect(docEntries.map((entry) => entry.source)).toEqual(onDisk.map((entry) => entry.source));
    expect(onDisk.some((entry) => entry.kind === 'ui')).toBe(true);
    expect(onDisk.some((entry) => entry.kind === 'island')).toBe(true);
  });

  it('has a docs page for every primitive, shared component and island', () => {
    const missing = onDisk
      .filter((entry) => !existsSync(join(root, entry.page)))
      .map((entry) => `${entry.source} → ${entry.page}`);
    expect(missing).toEqual([]);
  });

  it('has a preview in the registry for every one, and each island’s describes its states (no page lists them again)', () => {
    const missing = onDisk.filter((entry) => !existsSync(join(root, entry.preview))).map((entry) => entry.preview);
    expect(missing).toEqual([]);
    const listedTwice = onDisk
      .filter(
        (entry) =>
          entry.kind === 'island' &&
          existsSync(join(root, entry.page)) &&
          /\bstates=\{/.test(readFileSync(join(root, entry.page), 'utf8')),
      )
      .map((entry) => entry.page);
    expect(listedTwice).toEqual([]);
  });

  it('has no docs page or preview for a component that no longer exists or is a part of an island', () => {
    const known = new Set(onDisk.map((entry) => entry.page));
    const overview = ['src/docs/pages/index.astro', 'src/docs/pages/index/index.astro', 'src/docs/pages/frame.astro'];
    const orphans = files(join(root, 'src/docs/pages'), '.astro').filter(
      (page) => !known.has(page) && !overview.includes(page),
    );
    expect(orphans).toEqual([]);
    const previews = new Set(onDisk.map((entry) => entry.preview));
    const strayPreviews = files(join(root, 'src/docs/previews'), 'Preview.tsx').filter(
      (preview) => !previews.has(preview),
    );
    expect(strayPreviews).toEqual([]);
  });

  it('serves each docs page at /docs/<its path> (built only with DOCS=1)', () => {
    const patterns = docsRouteList().map((route) => route.pattern);
    expect(patterns).toEqual(
      expect.arrayContaining([
        '/docs',
        '/docs/index',
        '/docs/frame',
        '/docs/ui/button',
        '/docs/islands/auth/LoginForm',
      ]),
    );
    expect(new Set(onDisk.map((entry) => entry.href)).difference(new Set(patterns))).toEqual(new Set());
  });
});

describe('docs catalogue', () => {
  it('maps a primitive, a shared component and an island to their pages', () => {
    expect(entryOf('/src/components/ui/alert-dialog.tsx')).toMatchObject({
      kind: 'ui',
      title: 'AlertDialog',
      href: '/docs/ui/alert-dialog',
      page: 'src/docs/pages/ui/alert-dialog.astro',
      preview: 'src/docs/previews/ui/AlertDialogPreview.tsx',
    });
    expect(entryOf('src/components/Pager.tsx')).toMatchObject({
      kind: 'component',
      group: 'components',
      href: '/docs/components/Pager',
    });
    expect(entryOf('src/components/tasks/RewardFlow.tsx')).toMatchObject({
      group: 'components/tasks',
      href: '/docs/components/tasks/RewardFlow',
      preview: 'src/docs/previews/components/tasks/RewardFlowPreview.tsx',
    });
    expect(entryOf('/work/x/src/islands/auth/LoginForm.tsx')).toMatchObject({
      kind: 'island',
      group: 'islands/auth',
      href: '/docs/islands/auth/LoginForm',
      page: 'src/docs/pages/islands/auth/LoginForm.astro',
      preview: 'src/docs/previews/islands/auth/LoginFormPreview.tsx',
      frame: { href: '/docs/frame?island=auth/LoginForm' },
    });
  });

  it('writes the import line as the files that use it do', () => {
    const button = entryOf('src/components/ui/button.tsx')!;
    expect(importLine(button, 'islands/auth')).toBe("import { Button } from '../../components/ui/button.tsx';");
    expect(importLineOf(button)).toBe("import { Button } from '../../components/ui/button.tsx';");
    // An island as the page that renders it imports it: src/pages/login.astro.
    const login = docEntries.find((entry) => entry.name === 'LoginForm')!;
    expect(importLineOf(login)).toBe("import { LoginForm } from '../islands/auth/LoginForm.tsx';");
  });

  it('counts as islands only the components pages render with a client directive', () => {
    const islands = islandNames([
      '<PublicLayout>\n  <LoginForm client:load paths={paths} />\n</PublicLayout>',
      '<UserMenu client:only="react"><span slot="fallback" /></UserMenu>',
    ]);
    expect(islands).toEqual(new Set(['LoginForm', 'UserMenu']));
    expect(entryOf('src/islands/auth/LoginForm.tsx', islands)).toMatchObject({ kind: 'island' });
    // The sign-in form's dialog is a part of it: shown in the form's states, with no page of its own.
    expect(entryOf('src/islands/auth/ForgotPasswordDialog.tsx', islands)).toBeNull();
  });

  it('leaves out helper modules, hooks and vendored code', () => {
    expect(entryOf('src/islands/ledgers/ledgers.tsx')).toBeNull();
    expect(entryOf('src/islands/dashboard/parts/Card.tsx')).toBeNull();
    expect(entryOf('src/components/vendor/Thing.tsx')).toBeNull();
    expect(entryOf('src/components/useLoad.ts')).toBeNull();
  });
});
