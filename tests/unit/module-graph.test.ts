/**
 * The build's module graph, read from a small built site: what a page runs at start (for the budget
 * and the modulepreload hints), and the check that no page's own script is shared with other files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importedPageScripts, pageEntries, staticClosure } from '../../scripts/module-graph.mjs';

let dist = '';
const write = (path: string, body: string) => {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), body);
};
const names = (files: string[]) => files.map((file) => file.slice(dist.length + 1)).sort();

const login =
  '<astro-island client="load" component-url="/_astro/LoginForm.a.js" renderer-url="/_astro/client.r.js"></astro-island><astro-island client="idle" component-url="/_astro/Toaster.t.js"></astro-island>';
const dashboard = '<script type="module" src="/_astro/MemberLayout.s.js"></script><astro-island client="only" component-url="/_astro/Stats.d.js"></astro-island>';

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'module-graph-'));
  write('login.html', login);
  write('user/dashboard.html', dashboard);
  write('_astro/client.r.js', 'export{}');
  write('_astro/Toaster.t.js', 'import{t}from"./base.b.js";');
  write('_astro/base.b.js', 'export const t=1');
  write('_astro/MemberLayout.s.js', 'import{m}from"./member.m.js";');
  write('_astro/member.m.js', 'export const m=1');
  write('_astro/Stats.d.js', 'import{m}from"./member.m.js";const d=()=>import(`./Dialog.x.js`);');
  write('_astro/Dialog.x.js', '');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('what a page runs at start', () => {
  it('counts every island, or only those hydrating at load when eager', () => {
    expect(pageEntries(login)).toEqual(['/_astro/LoginForm.a.js', '/_astro/client.r.js', '/_astro/Toaster.t.js']);
    expect(pageEntries(login, { eager: true })).toEqual(['/_astro/LoginForm.a.js', '/_astro/client.r.js']);
  });

  it('follows static imports but not the ones made on demand', () => {
    write('_astro/LoginForm.a.js', 'import{t}from"./base.b.js";');
    expect(names(staticClosure(dist, pageEntries(dashboard)))).toEqual(['_astro/MemberLayout.s.js', '_astro/Stats.d.js', '_astro/member.m.js']);
  });
});

describe('page scripts', () => {
  it('passes when only pages load their own script', () => {
    write('_astro/LoginForm.a.js', 'import{t}from"./base.b.js";const api=()=>import(`./api.p.js`);');
    expect(importedPageScripts(dist)).toEqual([]);
  });

  it('names a page script that another file imports, statically or on demand', () => {
    write('_astro/LoginForm.a.js', 'import{t}from"./base.b.js";const api=()=>import(`./MemberLayout.s.js`);');
    write('_astro/Stats.d.js', 'import{m}from"./MemberLayout.s.js";const again=()=>import(`./MemberLayout.s.js`);');
    const shared = importedPageScripts(dist);
    expect(shared.map(({ script, importers }) => [script.slice(dist.length + 1), names(importers)])).toEqual([['_astro/MemberLayout.s.js', ['_astro/LoginForm.a.js', '_astro/Stats.d.js']]]);
  });
});
