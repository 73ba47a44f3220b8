import { describe, it, expect } from 'vitest';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { allPaths, findRoute, routes } from './routes.ts';

const pagesDir = join(import.meta.dirname, '..', 'pages');

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'docs' ? [] : pageFiles(path);
    return entry.name.endsWith('.astro') ? [path] : [];
  });
}

function urlOf(file: string): string {
  const url =
    '/' +
    relative(pagesDir, file)
      .replace(/\.astro$/, '')
      .replace(/(^|\/)index$/, '');
  return url === '/' ? '/' : url.replace(/\/$/, '');
}

describe('route table', () => {
  const urls = pageFiles(pagesDir)
    .map(urlOf)
    .filter((url) => url !== '/404');

  it('has a page for every route and alias', () => {
    const missing = allPaths().filter((path) => !urls.includes(path));
    expect(missing).toEqual([]);
  });

  it('lists every page', () => {
    const unlisted = urls.filter((url) => !allPaths().includes(url));
    expect(unlisted).toEqual([]);
  });

  it('has no path twice', () => {
    const paths = allPaths();
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('finds a route by an alias, with or without .html', () => {
    expect(findRoute('/user/pakageList')?.path).toBe('/user/packageList');
    expect(findRoute('/user/pakageList.html')?.path).toBe('/user/packageList');
    expect(findRoute('/invoice')?.path).toBe('/verifyEmail');
    expect(findRoute('/nope')).toBeUndefined();
  });

  it('gates Matching Team on the binary flag and Single Leg on the single-leg flag', () => {
    expect(findRoute('/user/binaryList')?.flag).toBe('binary');
    expect(findRoute('/user/singleLeg')?.flag).toBe('single_leg');
  });

  it('keeps member pages under /user/ and public pages outside it', () => {
    for (const route of routes) expect(route.member).toBe(route.path.startsWith('/user/'));
  });
});

describe('paths by name', () => {
  it('names each route once, and every named path is a route', async () => {
    const { paths } = await import('./paths.ts');
    const named = Object.values(paths);
    expect(new Set(named).size).toBe(named.length);
    expect(routes.map((route) => route.path).sort()).toEqual([...named].sort());
  });
});
