/**
 * The preview registry: each island's preview (src/docs/previews/islands/<area>/<Name>Preview.tsx,
 * exporting <Name>Preview) found by Vite at build time and loaded when a frame asks for it, so the
 * one frame route serves every island without a list to keep.
 */
import type { ComponentType } from 'react';

const previews = import.meta.glob<Record<string, ComponentType>>('./previews/islands/*/*Preview.tsx');

/** The islands that have a preview, as `<area>/<Name>`. */
export const previewIslands = Object.keys(previews).map((path) =>
  path.replace(/^\.\/previews\/islands\/|Preview\.tsx$/g, ''),
);

/** The preview of `island` (`auth/LoginForm`), or null when there is none. */
export async function loadPreview(island: string): Promise<ComponentType | null> {
  const load = previews[`./previews/islands/${island}Preview.tsx`];
  if (!load) return null;
  const name = island.split('/').pop()!;
  return (await load())[`${name}Preview`] ?? null;
}
