/**
 * The states of each island, read at build time from its preview (the `scenarios` it exports), so a
 * state is described once: where the frame reaches it. Server side only (the docs pages); the frames
 * load previews one at a time through the registry (previews.ts).
 */
import type { State } from './IslandFrame.tsx';
import type { StateDoc } from './types.ts';

const scenarios = import.meta.glob<Record<string, State>>('./previews/islands/*/*Preview.tsx', {
  import: 'scenarios',
  eager: true,
});

/** The states of `island` (`auth/LoginForm`) in the preview's order, or undefined when it has no preview. */
export function statesOf(island: string): StateDoc[] | undefined {
  const all = scenarios[`./previews/islands/${island}Preview.tsx`];
  return all && Object.entries(all).map(([id, { title, note, height }]) => ({ id, title, note, height }));
}
