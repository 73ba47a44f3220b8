/**
 * The frame route's island: reads `?island=<area>/<Name>`, loads that island's preview from the
 * registry and shows it (the preview picks its state from `?state=`, see IslandFrame).
 */
import { useEffect, useState, type ComponentType } from 'react';
import { loadPreview, previewIslands } from './previews.ts';

export function PreviewFrame() {
  const [island] = useState(() => new URLSearchParams(window.location.search).get('island') ?? '');
  const [Preview, setPreview] = useState<{ component: ComponentType | null } | null>(null);

  useEffect(() => {
    document.title = `${island.split('/').pop() || 'Island'} · preview`;
    let live = true;
    loadPreview(island).then((component) => {
      if (!component) console.error(`[docs] no preview for island "${island}"`);
      if (live) setPreview({ component });
    });
    return () => {
      live = false;
    };
  }, [island]);

  if (!Preview) return null;
  if (!Preview.component) {
    return (
      <div role="alert" className="text-sm">
        No preview for “{island}”. Known islands: {previewIslands.join(', ')}.
      </div>
    );
  }
  return <Preview.component />;
}
