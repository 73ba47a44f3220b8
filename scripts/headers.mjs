// @ts-check
/**
 * After the build, writes `dist/_headers`: the response headers the reference server sends (nosniff,
 * Referrer-Policy, and who may frame each page), in the format static hosts and CDNs read, so a
 * deployment without our server keeps the same promises. The rules live in src/lib/security-headers.mjs.
 */
import { writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder } from './module-graph.mjs';
import { headersFile } from '../src/lib/security-headers.mjs';

/**
 * Writes `_headers` for the pages of `dist`; returns its text.
 * @param {string} dist
 */
export function writeHeadersFile(dist) {
  const pages = filesUnder(dist, /\.html$/).map((file) => relative(dist, file).split(sep).join('/'));
  const text = headersFile(pages);
  writeFileSync(join(dist, '_headers'), text);
  return text;
}

/** @returns {import('astro').AstroIntegration} */
export function securityHeadersFile() {
  return {
    name: 'security-headers-file',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const text = writeHeadersFile(fileURLToPath(dir));
        logger.info(`_headers: ${text.split('\n').filter((line) => line.startsWith('/')).length} rules`);
      },
    },
  };
}
