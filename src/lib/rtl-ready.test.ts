/**
 * Ready for a right-to-left language: the styles say start/end (logical), never left/right (physical),
 * so a right-to-left page mirrors without layout work. This scans the portal's sources (not the
 * component docs, not tests) for physical-direction Tailwind utilities, CSS properties and inline
 * styles. The few kept on purpose are listed in ALLOWED, each with its reason.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const src = join(root, 'src');

/** Not scanned: the component docs (not shipped), tests, and the class merger, which names utilities without using them. */
const SKIPPED = [/^src\/docs\//, /\.test\.tsx?$/, /^src\/lib\/merge-classes\.ts$/];

/** Physical on purpose: file, the exact finding, why. A listed finding no longer in its file fails too. */
const ALLOWED: { file: string; found: string; reason: string }[] = [
  {
    file: 'src/components/ui/dialog-look.ts',
    found: 'left-1/2',
    reason:
      'the dialogs are centred by left: 50% and -translate-x-1/2 (a physical translation); start-1/2 would push them off centre in RTL',
  },
  {
    file: 'src/islands/team/NodeCard.tsx',
    found: 'left-0',
    reason:
      "the card's origin; it is moved by translate(x, y) from the tree drawing's x coordinates, which are physical",
  },
  {
    file: 'src/lib/clipboard.ts',
    found: 'style.left',
    reason:
      'the fallback copy for old browsers (which may lack logical properties) puts a fixed, transparent textarea off screen',
  },
];

// A Tailwind value of a side utility: a number, a fraction, px, auto, full, or an arbitrary [value] / (var).
const VALUE = String.raw`-?(?:\d+(?:\.\d+)?|\d+\/\d+|px|auto|full|\[[^\]\s]+\]|\([^)\s]+\))`;
// A Tailwind class: variants (sm:, focus:, data-[…]:, [&_li]:, @max-3xl:) and an optional ! and -.
const BEFORE = String.raw`(?<![\w.\/#$-])`;
const VARIANTS = String.raw`(?:[\w@\-[\]&=*>_.\/()]+:)*!?-?`;
const CLASS_END = String.raw`(?![\w\-\/.[])`;

/** What a physical finding looks like, by kind of file. */
const CLASS_PATTERNS = [
  // Margin, padding, scroll margin and padding on one side; inset on one side.
  String.raw`(?:scroll-)?[mp][lr]-${VALUE}`,
  String.raw`(?:left|right)-${VALUE}`,
  // Borders on one side (width or colour) and rounded corners of one side.
  String.raw`border-[lr](?:-[\w\-/[\].%#()]+)?`,
  String.raw`rounded-(?:[lr]|tl|tr|bl|br)(?:-[\w[\].]+)?`,
  String.raw`(?:text|float|clear)-(?:left|right)`,
].map((pattern) => new RegExp(`${BEFORE}(${VARIANTS}(?:${pattern}))${CLASS_END}`, 'g'));

const CSS_PATTERNS = [
  /(?<![\w-])((?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)(?:-[a-z]+)?)\s*:/g,
  /(?<![\w-])(border-(?:top|bottom)-(?:left|right)-radius)\s*:/g,
  /(?<![\w-])((?:left|right)\s*:\s*[^;{}]+);/g,
  /(?<![\w-])((?:text-align|float|clear)\s*:\s*(?:left|right))/g,
];

const SCRIPT_PATTERNS = [
  // element.style.left = …, style.marginRight = …
  /(style\.(?:left|right|(?:margin|padding|border|scrollMargin|scrollPadding)(?:Left|Right)\w*))\b/g,
  // style={{ left: …, marginLeft: …, textAlign: 'left' }}
  /style=\{\{[^}]*?(?<![\w-])((?:left|right|(?:margin|padding|border|scrollMargin|scrollPadding)(?:Left|Right)\w*)\s*:)/g,
  /style=\{\{[^}]*?((?:textAlign|float)\s*:\s*['"](?:left|right)['"])/g,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|astro|css|mjs)$/.test(entry.name) ? [path] : [];
  });
}

interface Finding {
  file: string;
  line: number;
  found: string;
}

/** Every physical-direction finding of one source text. */
function findPhysical(file: string, source: string): Finding[] {
  const patterns = [
    ...(/\.(tsx?|astro|mjs)$/.test(file) ? CLASS_PATTERNS : []),
    ...(/\.(css|astro)$/.test(file) ? CSS_PATTERNS : []),
    ...(/\.(tsx?|astro|mjs)$/.test(file) ? SCRIPT_PATTERNS : []),
  ];
  const findings: Finding[] = [];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const found = match[1]!.trim();
      const at = match.index + match[0].lastIndexOf(match[1]!);
      findings.push({ file, line: source.slice(0, at).split('\n').length, found });
    }
  }
  return findings;
}

const files = sourceFiles(src)
  .map((path) => relative(root, path).replace(/\\/g, '/'))
  .filter((file) => !SKIPPED.some((skip) => skip.test(file)));
const findings = files.flatMap((file) => findPhysical(file, readFileSync(join(root, file), 'utf8')));
const allowed = (finding: Finding) =>
  ALLOWED.some((entry) => entry.file === finding.file && entry.found === finding.found);

describe('right-to-left readiness', () => {
  it('scans the sources', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('src/layouts/MemberLayout.astro');
    expect(files).toContain('src/styles/global.css');
  });

  it('finds physical utilities, properties and inline styles (the scanner itself)', () => {
    const found = (file: string, source: string) => findPhysical(file, source).map((finding) => finding.found);
    expect(found('a.tsx', `<div className="ml-auto sm:pr-2 focus:left-2 -mr-1 [&_li]:pl-5" />`)).toEqual([
      'ml-auto',
      'sm:pr-2',
      '-mr-1',
      '[&_li]:pl-5',
      'focus:left-2',
    ]);
    expect(
      found('a.tsx', `cn('border-l-4 border-r rounded-tl-lg rounded-r-md text-right', "@max-3xl:before:text-left")`),
    ).toEqual(['border-l-4', 'border-r', 'rounded-tl-lg', 'rounded-r-md', 'text-right', '@max-3xl:before:text-left']);
    expect(found('a.astro', `<aside class="fixed left-0 data-[open=true]:right-[3rem] pl-[3.25rem]">`)).toEqual([
      'pl-[3.25rem]',
      'left-0',
      'data-[open=true]:right-[3rem]',
    ]);
    expect(found('a.css', `a { margin-left: 1rem; left: 0; text-align: right; border-top-right-radius: 2px }`)).toEqual(
      ['margin-left', 'border-top-right-radius', 'left: 0', 'text-align: right'],
    );
    expect(found('a.ts', `el.style.left = '0'; el.style.marginRight = '1px';`)).toEqual([
      'style.left',
      'style.marginRight',
    ]);
    expect(found('a.tsx', `<p style={{ width: 2, paddingLeft: 4 }} />`)).toEqual(['paddingLeft:']);
    // Logical utilities, prose and data named left/right are not findings.
    expect(
      found(
        'a.tsx',
        `<div className="ms-auto pe-2 start-0 end-2 border-s-4 rounded-ee-none text-start inset-x-0 space-x-2 translate-x-1" />
         // the left leg, top-right, left-to-right; const left = 1; ({ left: 2, right: 3 }); text.team.left`,
      ),
    ).toEqual([]);
  });

  it('finds no physical direction in the sources but the allowed ones', () => {
    const physical = findings.filter((finding) => !allowed(finding));
    expect(physical.map(({ file, line, found }) => `${file}:${line} ${found}`)).toEqual([]);
  });

  it('allows only what is still there', () => {
    const stale = ALLOWED.filter(
      (entry) => !findings.some((finding) => finding.file === entry.file && finding.found === entry.found),
    );
    expect(stale.map((entry) => `${entry.file} ${entry.found}`)).toEqual([]);
  });
});
