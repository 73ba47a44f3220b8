// @ts-check
/**
 * `dist/_headers`, written once after every language's build (scripts/build.ts): the headers the reference
 * server sends (src/lib/security-headers.mjs), for static hosts and CDNs.
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
