/**
 * The frame route's island: reads `?island=<area>/<Name>` and shows that island's preview from the
 * registry (the preview picks its state from `?state=`, see IslandFrame).
 */
import { useEffect, useState } from 'react';
import { DocPreview } from './DocPreview.tsx';

export function PreviewFrame() {
  const [island] = useState(() => new URLSearchParams(window.location.search).get('island') ?? '');
  useEffect(() => {
    document.title = `${island.split('/').pop() || 'Island'} · preview`;
  }, [island]);
  return <DocPreview file={`src/docs/previews/islands/${island}Preview.tsx`} />;
}
