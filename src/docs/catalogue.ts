/**
 * What the component docs cover, worked out from file paths and the pages (so a new component shows
 * up in the index, and fails the completeness test, without anyone touching a list):
 * - ui primitives: src/components/ui/<name>.tsx → /docs/ui/<name>
 * - shared pieces: src/components/[<folder>/]<Name>.tsx → /docs/components/[<folder>/]<Name>
 * - islands: src/islands/<area>/<Name>.tsx (PascalCase; lower-case files are helper modules) that a
 *   page or layout renders with a `client:` directive → /docs/islands/<area>/<Name>, whose states are
 *   shown from the one frame route, /docs/frame?island=<area>/<Name>&state=… A part of an island
 *   (a dialog, the tree's nodes) is shown in that island's states, not on a page of its own.
 * Each has its page at its URL's path in src/docs/pages/ (built only with DOCS=1, see docsRoutes) and
 * its preview, <Name>Preview.tsx, in the same folder of src/docs/previews/ (the registry, previews.ts).
 */
export type DocKind = 'ui' | 'component' | 'island';

export interface DocEntry {
  kind: DocKind;
  /** The folder the file sits in, relative to src/ ("components/ui", "islands/auth"). */
  group: string;
  /** File name without extension ("button", "LoginForm"). */
  name: string;
  /** The component's name as code spells it ("Button" for button.tsx): the page's heading. */
  title: string;
  /** Source file from the project root ("src/components/ui/button.tsx"). */
  source: string;
  /** URL of its docs page. */
  href: string;
  /** The docs page file from the project root. */
  page: string;
  /** Its preview from the project root ("src/docs/previews/ui/ButtonPreview.tsx"), exporting <title>Preview. */
  preview: string;
  /** Islands only: the frame URL that hosts one state of the island (add &state=…). */
  frame?: { href: string };
}

const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

/** The entry of `source`, whose page and preview sit in `folder` ("ui", "components/tasks", "islands/auth"). */
function docEntry(kind: DocKind, group: string, name: string, source: string, folder: string): DocEntry {
  const title = kind === 'ui' ? name.replace(/(?:^|-)([a-z])/g, (_, letter: string) => letter.toUpperCase()) : name;
  return {
    kind,
    group,
    name,
    title,
    source,
    href: `/docs/${folder}/${name}`,
    page: `src/docs/pages/${folder}/${name}.astro`,
    preview: `src/docs/previews/${folder}/${title}Preview.tsx`,
    ...(kind === 'island' && { frame: { href: `/docs/frame?island=${group.slice('islands/'.length)}/${name}` } }),
  };
}

/**
 * The docs entry of one source file, or null when the file is not documented (helpers, vendored code,
 * island parts). `islands`: the names pages render as islands (see islandNames); without it, every
 * PascalCase file of an area counts.
 */
export function entryOf(file: string, islands?: ReadonlySet<string>): DocEntry | null {
  // Glob keys ("/src/…"), paths from the project root ("src/…") and absolute paths all end the same way.
  const source = file.replace(/\\/g, '/').replace(/^.*?(?=src\/)/, '');
  let match = /^src\/components\/ui\/([a-z][a-z0-9-]*)\.tsx$/.exec(source);
  if (match) return docEntry('ui', 'components/ui', match[1]!, source, 'ui');
  match = /^src\/components\/(?:([a-z][a-z0-9-]*)\/)?([^/]+)\.tsx$/.exec(source);
  if (match && match[1] !== 'vendor' && PASCAL.test(match[2]!)) {
    const group = `components${match[1] ? `/${match[1]}` : ''}`;
    return docEntry('component', group, match[2]!, source, group);
  }
  match = /^src\/islands\/([a-z][a-z0-9-]*)\/([^/]+)\.tsx$/.exec(source);
  if (match && PASCAL.test(match[2]!) && (!islands || islands.has(match[2]!)))
    return docEntry('island', `islands/${match[1]}`, match[2]!, source, `islands/${match[1]}`);
  return null;
}

/**
 * The import line of an entry as a file in `folder` (relative to src/: "islands/auth", "pages/user")
 * writes it.
 */
export function importLine(entry: DocEntry, folder: string): string {
  return `import { ${entry.title} } from '${'../'.repeat(folder.split('/').length)}${entry.source.slice('src/'.length)}';`;
}

const kindOrder: Record<DocKind, number> = { ui: 0, component: 1, island: 2 };

/** The components that pages and layouts (their sources) render as islands: `<Name client:…`. */
export function islandNames(sources: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const source of sources)
    for (const match of source.matchAll(/<([A-Z][A-Za-z0-9]*)\b[^>]*?\sclient:[a-z]+/g)) names.add(match[1]!);
  return names;
}

/** Every documented file, sorted: primitives, shared pieces, then islands by area; by name inside a group. */
export function catalogue(files: readonly string[], islands?: ReadonlySet<string>): DocEntry[] {
  return files
    .map((file) => entryOf(file, islands))
    .filter((entry): entry is DocEntry => entry !== null)
    .sort(
      (a, b) => kindOrder[a.kind] - kindOrder[b.kind] || a.group.localeCompare(b.group) || a.name.localeCompare(b.name),
    );
}

export interface DocGroup {
  group: string;
  kind: DocKind;
  entries: DocEntry[];
}

/** Entries by folder, in catalogue order. */
export function groups(entries: readonly DocEntry[]): DocGroup[] {
  const out: DocGroup[] = [];
  for (const entry of entries) {
    const last = out.at(-1);
    if (last && last.group === entry.group) last.entries.push(entry);
    else out.push({ group: entry.group, kind: entry.kind, entries: [entry] });
  }
  return out;
}

/** Headings of the groups on the index and in the side menu. */
export function groupTitle(group: string): string {
  if (group === 'components/ui') return 'UI primitives';
  if (group === 'components') return 'Shared components';
  if (group.startsWith('components/')) return `Shared components: ${group.slice('components/'.length)}`;
  return `Islands: ${group.slice('islands/'.length)}`;
}
