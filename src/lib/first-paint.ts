/**
 * First paints and their hand-over. A page may draw its data from the answers its head asked for
 * (lib/api/early.ts) while React is still on its way: into an element marked FIRST_PAINT just before
 * its island, which it hides meanwhile (COVERED). The island calls `handOverFirstPaint` (through
 * useDrawnMark) when it shows its own data or failure, and the drawing steps aside in that same frame.
 * Nothing the member did on the drawing is lost: what was typed into its fields goes into the island's
 * fields of the same name, and a button pressed there is pressed again on the island (the island's
 * button of the same words); the first paint's own script does that, so only pages with one carry it.
 */
import { DATA_MARK } from './marks.ts';

/** Set on the island while the first paint stands in for it. */
export const COVERED = 'data-covered';
/** Set on the first paint's button the member pressed before the island could act on it. */
export const PRESSED = 'data-pressed';

/** A first paint's raw answer, as the head's early call kept it (lib/api/early.ts). */
export interface EarlyAnswer {
  status: number;
  ok: boolean;
  body: string;
}

/** The JSON object an answer carries, or null: not ok, not JSON, or not an object. */
export function answerBody(answer: EarlyAnswer | null | undefined): Record<string, unknown> | null {
  if (!answer?.ok) return null;
  try {
    const body: unknown = JSON.parse(answer.body);
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The head's answer to a GET of `path` under `apiBase`, without taking it from the island. */
export function earlyAnswer(apiBase: string, path: string): Promise<EarlyAnswer | null> | undefined {
  const early = (window as { __early?: Record<string, { answer: Promise<EarlyAnswer | null> }> }).__early;
  return early?.[new URL(path, new URL(apiBase, location.href)).href]?.answer;
}

/**
 * Shows `drawing` in the first paint `target` in place of the island just after it, and marks the
 * frame (the bench's "data on screen"). False when the island is already up (a warm cache).
 */
export function coverIsland(target: HTMLElement, drawing: Node): boolean {
  const island = target.nextElementSibling as HTMLElement | null;
  if (!island || island.tagName !== 'ASTRO-ISLAND' || !island.hasAttribute('ssr')) return false;
  target.replaceChildren(drawing);
  target.hidden = false;
  island.hidden = true;
  island.setAttribute(COVERED, '');
  requestAnimationFrame(() => {
    if (performance.getEntriesByName(DATA_MARK).length === 0) performance.mark(DATA_MARK);
  });
  return true;
}

/**
 * For a first paint with fields or buttons (after `coverIsland`): once the island is uncovered, what
 * was typed into the drawing's fields goes into the island's of the same name, and a button pressed on
 * the drawing is pressed again on the island.
 */
export function carryOver(target: HTMLElement): void {
  const island = target.nextElementSibling as HTMLElement;
  target.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    if (button && !button.hasAttribute('aria-expanded')) button.setAttribute(PRESSED, '');
  });
  const handedOver = new MutationObserver(() => {
    if (island.hasAttribute(COVERED)) return;
    handedOver.disconnect();
    requestAnimationFrame(() => carry(target, island));
  });
  handedOver.observe(island, { attributes: true, attributeFilter: [COVERED] });
}

function carry(drawing: HTMLElement, island: HTMLElement): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const input of drawing.querySelectorAll('input')) {
    const own = input.name && island.querySelector<HTMLInputElement>(`input[name="${input.name}"]`);
    if (!own || !input.value || own.value) continue;
    setValue?.call(own, input.value);
    own.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const pressed = drawing.querySelector(`[${PRESSED}]`)?.textContent;
  if (pressed) [...island.querySelectorAll('button')].find((button) => button.textContent === pressed)?.click();
}

/** Called by the island when it shows its own data or failure (useDrawnMark): its first paint `id` steps aside. */
export function handOverFirstPaint(id: string): void {
  const drawing = document.getElementById(id);
  const island = drawing?.nextElementSibling as HTMLElement | null | undefined;
  // Gone, not hidden: one copy of the data in the page, for find-in-page and for tests alike.
  drawing?.remove();
  if (island?.hasAttribute(COVERED)) {
    island.hidden = false;
    island.removeAttribute(COVERED);
  }
}
