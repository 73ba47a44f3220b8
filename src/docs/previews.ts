/**
 * The preview registry: every preview (src/docs/previews/…/<Name>Preview.tsx, exporting <Name>Preview,
 * and for an island its states as `scenarios`) found by Vite at build time and loaded when a docs page
 * or frame shows it, so every page and the one frame route find theirs without a list to keep.
 */
import type { ComponentType } from 'react';
import type { State } from './IslandFrame.tsx';
import type { StateDoc } from './types.ts';

const previews = import.meta.glob<Record<string, unknown>>('./previews/**/*Preview.tsx');
const loaded = new Map<string, ComponentType>();

/** The module of the preview in `file` (from the project root, as DocEntry.preview names it). */
const load = async (file: string) => previews[file.replace(/^src\/docs\//, './')]?.();

/** The preview in `file`, or null when there is none. */
export async function loadPreview(file: string): Promise<ComponentType | null> {
  const preview = (await load(file))?.[file.replace(/^.*\/|\.tsx$/g, '')] as ComponentType | undefined;
  if (preview) loaded.set(file, preview);
  return preview ?? null;
}

/** The preview in `file` if loadPreview has loaded it already (on the server: its docs page has). */
export const loadedPreview = (file: string): ComponentType | undefined => loaded.get(file);

/** The states of the island whose preview is `file`, in the preview's order (its `scenarios`), if it has any. */
export async function statesOf(file: string): Promise<StateDoc[] | undefined> {
  const scenarios = (await load(file))?.scenarios as Record<string, State> | undefined;
  return scenarios && Object.entries(scenarios).map(([id, { title, note, height }]) => ({ id, title, note, height }));
}
