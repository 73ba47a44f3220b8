/**
 * `node scripts/og-images.ts`: draws the register link's preview card (Open Graph / Twitter, 1200x630) per
 * language from the catalogue's share texts into `public/og/register-<lang>.png` (committed: builds and CI
 * never run this). It stops if a font is missing rather than draw empty boxes: Hindi needs Noto Sans
 * Devanagari (Debian: `apt-get install fonts-noto-core`).
 */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { share as en } from '../src/lib/text/share.ts';
import { share as hi } from '../src/lib/text/hi/share.ts';
import { share as es } from '../src/lib/text/es/share.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

const outDir = resolve(import.meta.dirname, '../public/og');
const [WIDTH, HEIGHT, TITLE_PX, TITLE_MAX_WIDTH] = [1200, 630, 72, 1040];
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

// Latin from DejaVu Sans (the look of the first card); the browser takes Devanagari, which DejaVu lacks,
// from Noto Sans Devanagari.
const FACES = ['DejaVu Sans', 'DejaVu Sans Bold', 'Noto Sans Devanagari Regular', 'Noto Sans Devanagari Bold'];
const card = (lang: string, title: string, line: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: ${WIDTH}px; height: ${HEIGHT}px; }
  body {
    background: #1d4ed8; color: #fff; font-family: "DejaVu Sans", "Noto Sans Devanagari";
    display: flex; flex-direction: column; align-items: center; justify-content: center; text-align: center;
  }
  svg { display: block; width: 150px; height: 150px; margin-top: 10px; }
  h1 { margin: 30px 0 0; font-size: ${TITLE_PX}px; font-weight: 700; line-height: 1.25; white-space: nowrap; }
  p { margin: 2px 0 0; max-width: 1000px; font-size: 36px; line-height: 1.35; color: #e8edfb; text-wrap: balance; }
  /* Devanagari hangs vowel signs below the line: room between the title's and the line's. */
  p:lang(hi) { margin-top: 12px; }
</style></head><body>
  <svg viewBox="0 0 150 150" aria-hidden="true">
    <circle cx="75" cy="75" r="75" fill="#fff" />
    <path d="M33 35 75 70 117 35V100H103V66L75 89 47 66V100H33Z" fill="#1d4ed8" />
  </svg>
  <h1>${escape(title)}</h1>
  <p>${escape(line)}</p>
</body></html>`;

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  // The browser falls back silently when a font is missing; a `local()` face it cannot find fails to load.
  const missing = await page.evaluate(async (faces) => {
    const loads = faces.map((face, i) => new FontFace(`probe${i}`, `local("${face}")`).load().catch(() => face));
    return (await Promise.all(loads)).filter((load) => typeof load === 'string');
  }, FACES);
  if (missing.length) throw new Error(`Font missing: ${missing.join(', ')} (Debian: apt-get install fonts-noto-core)`);
  for (const [lang, text] of Object.entries({ en, hi, es })) {
    await page.setContent(card(lang, text.title, text.description));
    // A long title shrinks to stay on one line with a margin, rather than run off the card.
    await page.evaluate(
      async ([max, px]) => {
        await document.fonts.ready;
        const h1 = document.querySelector('h1')!;
        if (h1.scrollWidth > max) h1.style.fontSize = `${Math.floor((px * max) / h1.scrollWidth)}px`;
      },
      [TITLE_MAX_WIDTH, TITLE_PX] as const,
    );
    const path = resolve(outDir, `register-${lang}.png`);
    await page.screenshot({ path, type: 'png' });
    console.log(`wrote ${path}`);
  }
} finally {
  await browser.close();
}
