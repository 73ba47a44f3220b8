/**
 * The build's precompression step, on a small built site: each text file gets brotli and gzip copies
 * that decompress to the same bytes; images and tiny files are left alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressFolder } from '../../scripts/precompress.mjs';

let dist = '';
const page = `<!doctype html><html><body>${'<p class="text-sm text-muted-foreground">Pay In Wallet</p>'.repeat(200)}</body></html>`;
const script = `export function t(){return ${JSON.stringify('react '.repeat(500))}}`;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dist, '_astro'), { recursive: true });
  mkdirSync(join(dist, 'user'), { recursive: true });
  writeFileSync(join(dist, 'user', 'dashboard.html'), page);
  writeFileSync(join(dist, '_astro', 'react.abc.js'), script);
  writeFileSync(join(dist, '_astro', 'tiny.js'), 'x');
  writeFileSync(join(dist, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('precompressFolder', () => {
  it('writes brotli and gzip copies of pages and scripts that unpack to the same bytes', async () => {
    const totals = await precompressFolder(dist);
    for (const [file, body] of [
      [join(dist, 'user', 'dashboard.html'), page],
      [join(dist, '_astro', 'react.abc.js'), script],
    ] as const) {
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(body);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(body);
      expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(`${file}.gz`).length);
    }
    expect(totals.files).toBe(3);
    expect(totals.brotli).toBeLessThan(totals.gzip);
    expect(totals.gzip).toBeLessThan(totals.raw);
  });

  it('leaves images alone, and files that compression would make bigger', async () => {
    await precompressFolder(dist);
    expect(existsSync(join(dist, 'logo.png.br'))).toBe(false);
    expect(existsSync(join(dist, '_astro', 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dist, '_astro', 'tiny.js.gz'))).toBe(false);
  });
});
