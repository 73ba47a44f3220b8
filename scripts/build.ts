/**
 * `npm run build`: the site in every language (src/lib/lang.ts), one Astro build each: English into dist/,
 * Hindi into dist/hi/, Spanish into dist/es/ (PORTAL_LANG), then one `_headers` at the root, which static
 * hosts read for every language's pages. DIST_DIR and DOCS pass through (the docs go with English only).
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeHeadersFile } from './headers.mjs';
import { LANGUAGES } from '../src/lib/lang.ts';

/**
 * A link preview (WhatsApp, Telegram, …) shows the register page's image only from an absolute URL,
 * which the build can write only when it knows the site's address: say so when it does not.
 */
export function siteNote(site: string | undefined): string | null {
  return site?.trim()
    ? null
    : 'PUBLIC_SITE_URL is not set: shared register links will show no preview image (set it to the portal\u2019s public address, e.g. https://portal.example, and build again).';
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, '..');
  const dist = resolve(root, process.env.DIST_DIR ?? 'dist');
  rmSync(dist, { recursive: true, force: true });
  for (const { code } of LANGUAGES) {
    console.log(`\nBuilding the site in ${code}…`);
    execFileSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORTAL_LANG: code, DIST_DIR: dist, ASTRO_TELEMETRY_DISABLED: '1' },
    });
  }
  writeHeadersFile(dist);
  const note = siteNote(process.env.PUBLIC_SITE_URL);
  if (note) console.log(`\n${note}`);
}
