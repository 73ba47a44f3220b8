/**
 * Purchase Package's first paint, a small script after its island (pages/user/packageList.astro, built
 * by scripts/inline-scripts.mjs): the packages the head asked for, read with the island's schema as data
 * and drawn with the island's card views (package-view.ts) before React arrives. A Buy pressed meanwhile
 * is pressed on the island once it takes over (lib/first-paint.ts).
 */
import type { Shape } from '../../lib/api/shape.ts';
import { paintFromEarly } from '../../lib/first-paint.ts';
import type { PackagesAnswer } from '../../lib/packages/schema.ts';
import { toDom } from '../../lib/view.ts';
import { packagesView, type PackageLook } from './package-view.ts';

export function paintPackages(shape: Shape, look: PackageLook): void {
  paintFromEarly<PackagesAnswer>(shape, (answer) => toDom(packagesView(answer.data.data, null, look)));
}
