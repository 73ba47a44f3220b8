/**
 * The docs screenshots render with fonts the project brings (npm's @fontsource Noto Sans, Noto Sans
 * Devanagari, Noto Sans Mono and Noto Sans Math), never the machine's: the docs spec starts Chromium with a fontconfig
 * that knows only these and maps sans-serif, serif, system-ui and monospace to them. The members' pages
 * are untouched; only the browser that takes the screenshots sees a different set of system fonts.
 *
 * The packages ship WOFF; fontconfig and FreeType read it only when built with its decompressor, so the
 * files are unpacked here into plain TrueType (WOFF 1.0 is zlib-compressed tables, node:zlib suffices).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inflateSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '../../..');

/** Each package, the Unicode subsets and the styles (weight-style) of it the pages use. */
const FONTS = [
  {
    family: 'noto-sans',
    subsets: ['latin', 'latin-ext'],
    styles: ['400-normal', '400-italic', '500-normal', '600-normal', '700-normal'],
  },
  {
    family: 'noto-sans-devanagari',
    subsets: ['devanagari'],
    styles: ['400-normal', '500-normal', '600-normal', '700-normal'],
  },
  { family: 'noto-sans-mono', subsets: ['latin', 'latin-ext'], styles: ['400-normal', '700-normal'] },
  // Arrows and comparison signs (→, ≤) in the docs' text; the package's one file holds the whole font.
  { family: 'noto-sans-math', subsets: ['latin'], styles: ['400-normal'] },
];

/** The names the pages' font stacks reach for generic text; all of them resolve to the project's fonts. */
const SANS = ['sans-serif', 'serif', 'system-ui', 'sans'];

/** WOFF 1.0 → the sfnt (TrueType/OpenType) it wraps. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** Writes a file whole or not at all: the spec's workers prepare the same files side by side. */
function writeAtomically(path: string, content: Buffer | string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

/**
 * Unpacks the project's fonts and writes a fonts.conf that lists only them, once per checkout and
 * package versions (node_modules/.cache/docs-fonts-<versions>). Returns its path, for FONTCONFIG_FILE.
 */
export function docsFontconfig(): string {
  const versions = FONTS.map(({ family }) => {
    const manifest = join(root, 'node_modules/@fontsource', family, 'package.json');
    if (!existsSync(manifest)) throw new Error(`@fontsource/${family} is missing: run \`npm install\` first.`);
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  });
  const base = join(root, `node_modules/.cache/docs-fonts-${versions.join('-')}`);
  const fonts = join(base, 'fonts');
  mkdirSync(fonts, { recursive: true });
  for (const { family, subsets, styles } of FONTS) {
    const files = join(root, 'node_modules/@fontsource', family, 'files');
    for (const subset of subsets)
      for (const style of styles) {
        const name = `${family}-${subset}-${style}`;
        const target = join(fonts, `${name}.ttf`);
        if (!existsSync(target)) writeAtomically(target, woffToSfnt(readFileSync(join(files, `${name}.woff`))));
      }
  }
  const prefer = (families: string[]) => families.map((family) => `<family>${family}</family>`).join('');
  const alias = (generic: string, families: string[]) =>
    `  <alias binding="same"><family>${generic}</family><prefer>${prefer(families)}</prefer></alias>\n`;
  const conf =
    '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n' +
    `  <dir>${fonts}</dir>\n  <cachedir>${join(base, 'cache')}</cachedir>\n` +
    SANS.map((generic) => alias(generic, ['Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Math'])).join('') +
    alias('monospace', ['Noto Sans Mono', 'Noto Sans Devanagari', 'Noto Sans Math']) +
    // The same rendering whatever the machine's own fontconfig says (its files are not read at all).
    '  <match target="font">\n' +
    '    <edit name="antialias" mode="assign"><bool>true</bool></edit>\n' +
    '    <edit name="hinting" mode="assign"><bool>true</bool></edit>\n' +
    '    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>\n' +
    '    <edit name="rgba" mode="assign"><const>none</const></edit>\n' +
    '    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>\n' +
    '  </match>\n</fontconfig>\n';
  const path = join(base, 'fonts.conf');
  if (!existsSync(path) || readFileSync(path, 'utf8') !== conf) writeAtomically(path, conf);
  return path;
}
