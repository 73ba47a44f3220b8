/**
 * The headers a static host sends from the build's `_headers` file are the ones the reference server
 * sends, page by page: nosniff and Referrer-Policy everywhere, and no site may frame a member page
 * (CSP frame-ancestors as a header, X-Frame-Options) while the docs may be framed by the site itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeadersFile } from '../../scripts/headers.mjs';
import { pagePaths } from '../../src/lib/security-headers.mjs';

const NAMES = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy'];
const PAGES = [
  'index.html',
  'login.html',
  'register.html',
  'user/dashboard.html',
  'user/manualWithdraw.html',
  'docs.html',
  'docs/frame.html',
  '404.html',
];

let dist = '';
let rules: { pattern: RegExp; source: string; headers: Record<string, string> }[] = [];

/** Netlify / Cloudflare Pages `_headers`: a path line (`*` matches anything), then indented `Name: value` lines. */
function parseHeaders(text: string) {
  const out: typeof rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')}$`,
      );
      out.push({ pattern, source: line.trim(), headers: {} });
      continue;
    }
    const [, name = '', value = ''] = /^\s+([^:]+):\s*(.*)$/.exec(line) ?? [];
    out.at(-1)!.headers[name.toLowerCase()] = value;
  }
  return out;
}

/** What a static host sends for `path`; a header set by two matching rules is a mistake (hosts combine them differently). */
function fromFile(path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter((candidate) => candidate.pattern.test(path))) {
    for (const [name, value] of Object.entries(rule.headers)) {
      if (name in headers) throw new Error(`${path}: ${name} set by two rules (${rule.source})`);
      headers[name] = value;
    }
  }
  return headers;
}

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'headers-'));
  for (const page of PAGES) {
    mkdirSync(join(dist, page, '..'), { recursive: true });
    writeFileSync(join(dist, page), '<!doctype html><title>page</title>');
  }
  mkdirSync(join(dist, '_astro'));
  writeFileSync(join(dist, '_astro', 'app.abc.js'), 'export {};');
  writeHeadersFile(dist);
  rules = parseHeaders(readFileSync(join(dist, '_headers'), 'utf8'));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('dist/_headers', () => {
  it('forbids framing member pages and lets only the site frame the docs', () => {
    for (const path of ['/', '/login', '/login.html', '/user/dashboard', '/user/manualWithdraw.html']) {
      expect(fromFile(path), path).toMatchObject({
        'content-security-policy': "frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
    }
    for (const path of ['/docs', '/docs/frame']) {
      expect(fromFile(path), path).toMatchObject({
        'content-security-policy': "frame-ancestors 'self'",
        'x-frame-options': 'SAMEORIGIN',
      });
    }
    expect(fromFile('/_astro/app.abc.js')).toEqual({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });

  it('matches what the reference server sends for every page and asset', async () => {
    process.env.DIST_DIR = dist;
    process.env.QUIET = '1';
    const { createSite } = await import('../../server/index.ts');
    const { app } = createSite({ dbPath: ':memory:', demo: false });
    const paths = [...PAGES.filter((page) => page !== '404.html').flatMap(pagePaths), '/_astro/app.abc.js'];
    const mismatches: string[] = [];
    for (const path of paths) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      const sent = Object.fromEntries(
        NAMES.map((name) => [name, response.headers.get(name)]).filter(([, value]) => value !== null),
      );
      const file = fromFile(path);
      if (JSON.stringify(sent, NAMES) !== JSON.stringify(file, NAMES))
        mismatches.push(`${path}: server ${JSON.stringify(sent)} file ${JSON.stringify(file)}`);
    }
    expect(mismatches).toEqual([]);
  });
});
