/**
 * A small static server for the bench's single-page-app peer (`npm run bench:move`): a built folder
 * served as a static host serves a single-page app (a path that names no file answers `index.html`),
 * brotli or gzip as the browser accepts (compressed once, then kept), hashed files under `static/`
 * cached for ever and the rest revalidated; and, in place of its backend, fixed answers read from a
 * JSON file (`{ "stubs": { "/api/x": { "status": 200, "body": … }, "/api/*": … } }`: an exact path, or
 * a prefix ending in `*`, the longest that matches).
 */
import { createServer } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { keepIdleConnections } from '../server/index.ts';

export interface Stub {
  status: number;
  body: unknown;
}

const TEXT = { html: 'text/html', js: 'text/javascript', css: 'text/css', json: 'application/json', txt: 'text/plain' };
const BINARY = { ico: 'image/x-icon', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', woff2: 'font/woff2' };
const TYPES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(TEXT).map(([ext, type]) => [ext, `${type}; charset=utf-8`])),
  ...BINARY,
  svg: 'image/svg+xml',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

/** The encoding a browser that sends `accepts` (its Accept-Encoding) takes best: brotli, else gzip. */
export const acceptedEncoding = (accepts: string | null | undefined) =>
  /\bbr\b/.test(accepts ?? '') ? 'br' : /\bgzip\b/.test(accepts ?? '') ? 'gzip' : undefined;

/** `body` compressed as the build's precompressed copies are (scripts/precompress.mjs). */
export const compress = (encoding: 'br' | 'gzip', body: Buffer) =>
  encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    : gzipSync(body, { level: 9 });

/** The stub for `path`: its exact entry, else the longest `prefix*` entry it starts with. */
export function stubFor(stubs: Record<string, Stub>, path: string): Stub | undefined {
  const prefix = Object.keys(stubs)
    .filter((key) => key.endsWith('*') && path.startsWith(key.slice(0, -1)))
    .sort((a, b) => b.length - a.length)[0];
  return stubs[path] ?? (prefix === undefined ? undefined : stubs[prefix]);
}

/** The file a request path names under `root`, or index.html for an app path; null for a missing file. */
function fileFor(root: string, path: string): string | null {
  const file = normalize(join(root, decodeURIComponent(path)));
  if (!file.startsWith(root + sep) && file !== root) return null;
  if (statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  return extname(path) ? null : join(root, 'index.html');
}

export async function startSpaServer(root: string, stubs: Record<string, Stub>, port: number) {
  const compressed = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const send = (status: number, type: string, body: Buffer, key: string) => {
      const encoding = COMPRESSIBLE.test(type) ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
      if (encoding) {
        const id = `${encoding} ${key}`;
        body = compressed.get(id) ?? compress(encoding, body);
        compressed.set(id, body);
        response.setHeader('Content-Encoding', encoding);
        response.setHeader('Vary', 'Accept-Encoding');
      }
      response.writeHead(status, { 'Content-Type': type, 'Content-Length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const stub = stubFor(stubs, path);
    if (stub) {
      response.setHeader('Cache-Control', 'no-store');
      return send(stub.status, TYPES.json!, Buffer.from(JSON.stringify(stub.body)), `stub ${path}`);
    }
    const file = fileFor(root, path);
    if (!file) return send(404, TYPES.txt!, Buffer.from('Not found'), '404');
    // Create React App's hashed files never change; the page itself is revalidated.
    response.setHeader(
      'Cache-Control',
      path.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    send(200, TYPES[extname(file).slice(1)] ?? 'application/octet-stream', readFileSync(file), file);
  });
  // Idle connections kept as long as the reference server keeps them, so both sides of a bench pair alike.
  keepIdleConnections(server);
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
