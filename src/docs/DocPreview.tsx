/**
 * A preview from the registry: a primitive's or shared component's on its docs page, an island's in
 * its frame. A docs page (ComponentDoc) loads its preview first, so the server renders it; in the
 * browser only this preview's module loads, and until it has arrived the Suspense boundary keeps the
 * server's HTML, hydrating it then.
 */
import { lazy, Suspense, useState } from 'react';
import { loadedPreview, loadPreview } from './previews.ts';

export function DocPreview({ file }: { file: string }) {
  const [Lazy] = useState(() => lazy(async () => ({ default: (await loadPreview(file)) ?? missing(file) })));
  const Loaded = loadedPreview(file);
  return <Suspense>{Loaded ? <Loaded /> : <Lazy />}</Suspense>;
}

/** Stands in for a preview that is not there (a frame asked for an island that has none). */
const missing = (file: string) =>
  function Missing() {
    console.error(`[docs] no preview in ${file}`);
    return (
      <div role="alert" className="text-sm">
        No preview in {file}.
      </div>
    );
  };
