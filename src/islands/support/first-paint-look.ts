/** The ticket desk's first-paint classes, made at build time (scripts/inline-scripts.mjs) with the island's class merger. */
import { deskLook } from './desk-view.ts';

export const deskLooks = () => ({ open: deskLook(true, false), folded: deskLook(false, false) });
