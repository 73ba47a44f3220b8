// @ts-check
/**
 * `dist/_headers`, written once after every language's build (scripts/build.ts): the response headers
 * the reference server sends (nosniff, Referrer-Policy, and who may frame each page), in the format
 * static hosts and CDNs read, so a deployment without our server keeps the same promises. The rules
 * live in src/lib/security-headers.mjs.
 */
import { writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { filesUnder } from './module-graph.mjs';
import { headersFile } from '../src/lib/security-headers.mjs';

/** Writes `_headers` for the pages of `dist`, every language's. @param {string} dist */
export function writeHeadersFile(dist) {
  const pages = filesUnder(dist, /\.html$/).map((file) => relative(dist, file).split(sep).join('/'));
  writeFileSync(join(dist, '_headers'), headersFile(pages));
}
