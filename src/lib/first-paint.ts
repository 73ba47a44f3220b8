/**
 * First paints and their hand-over. A page may draw its data from the answers its head asked for
 * (lib/api/early.ts) while React is still on its way: into an element marked FIRST_PAINT just before
 * its island, which it hides meanwhile (COVERED). The island calls `handOverFirstPaint` (through
 * useDrawnMark) when it shows its own data or failure, and the drawing steps aside in that same frame.
 * Nothing the member did on the drawing is lost: what was typed, opened, focused or pressed there is
 * typed, opened, focused or pressed again on the island (`carryOver`, in the first paint's own script,
 * so only pages with one carry it).
 */
import { askEarly, peekEarly, type RawAnswer } from './api/early.ts';
import { isOkStatus } from './api/envelope.ts';
import { readShape, type Shape } from './api/shape.ts';
import { DATA_MARK } from './marks.ts';

export { peekEarly };

/** Set on the island while the first paint stands in for it. */
export const COVERED = 'data-covered';
/** Set on the first paint's button the member pressed before the island could act on it. */
export const PRESSED = 'data-pressed';
/** On a drawn control: a selector of its counterpart in the island. */
export const TWIN = 'data-twin';

/** The JSON object an answer carries, or null: not ok, not JSON, or not an object. */
export function answerBody(answer: RawAnswer | null | undefined): Record<string, unknown> | null {
  if (!answer?.ok) return null;
  try {
    const body: unknown = JSON.parse(answer.body);
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Shows `drawing` in the first paint `target` in place of the island just after it, and marks the
 * frame (the bench's "data on screen") unless told not to (a page's secondary part, as the news
 * pop-up). False when the island is already up (a warm cache).
 */
export function coverIsland(target: HTMLElement, drawing: Node, mark = true): boolean {
  const island = target.nextElementSibling as HTMLElement | null;
  if (!island || island.tagName !== 'ASTRO-ISLAND' || !island.hasAttribute('ssr')) return false;
  target.replaceChildren(drawing);
  target.hidden = false;
  island.hidden = true;
  island.setAttribute(COVERED, '');
  if (!mark) return true;
  requestAnimationFrame(() => {
    if (performance.getEntriesByName(DATA_MARK).length === 0) performance.mark(DATA_MARK);
  });
  return true;
}

/**
 * For a first paint with fields or buttons (after `coverIsland`): once the island is uncovered, what
 * was typed into the drawing's fields goes into the island's of the same name, what was opened is
 * opened there, the focus goes to the island's counterpart of what had it, and a button pressed on the
 * drawing is pressed again there.
 */
export function carryOver(target: HTMLElement): void {
  const island = target.nextElementSibling as HTMLElement;
  // What has the focus in the drawing: gone with it when the drawing goes, unless the member moved on.
  let focused: Element | null = null;
  target.addEventListener('focusin', (event) => (focused = event.target as Element));
  target.addEventListener('focusout', (event) => {
    if (event.relatedTarget) focused = null;
  });
  addEventListener('pointerdown', (event) => {
    if (!target.contains(event.target as Node)) focused = null;
  });
  target.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    if (button && !button.hasAttribute('aria-expanded')) button.setAttribute(PRESSED, '');
  });
  const handedOver = new MutationObserver(() => {
    if (island.hasAttribute(COVERED)) return;
    handedOver.disconnect();
    const lost = !document.activeElement || document.activeElement === document.body;
    // At once (this runs just after the island's commit, before the next key or click is handled):
    // a key pressed in between would go nowhere, and what was being typed would lose characters.
    carry(target, island, lost ? focused : null);
  });
  handedOver.observe(island, { attributes: true, attributeFilter: [COVERED] });
}

/**
 * The island's counterpart of a drawn element: the one it names as its twin, a field by its name, a
 * region by its name, a button by its name or words (the nth of the buttons so named, as a row's Details).
 */
function counterpart(drawing: HTMLElement, island: HTMLElement, drawn: Element): HTMLElement | undefined {
  // A control the drawing names its twin of (a selector in the island), as a toggle whose words change.
  const twin = drawn.getAttribute(TWIN);
  if (twin) return island.querySelector<HTMLElement>(twin) ?? undefined;
  const name = drawn.getAttribute('name');
  if (name) return island.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`) ?? undefined;
  const words = (element: Element) => element.getAttribute('aria-label') ?? element.textContent;
  const label = drawn.getAttribute('aria-label');
  if (drawn.tagName !== 'BUTTON')
    return label ? (island.querySelector<HTMLElement>(`[aria-label="${CSS.escape(label)}"]`) ?? undefined) : undefined;
  // Rows may have buttons of the same name (two Cancel Gold subscription): the nth in both.
  const alike = (root: HTMLElement) =>
    [...root.querySelectorAll('button')].filter((button) => words(button) === words(drawn));
  return alike(island)[alike(drawing).indexOf(drawn as HTMLButtonElement)];
}

/** A text field with a caret (an email or number field has none to read or set). */
function hasSelection(
  element: Element | undefined,
): element is (HTMLInputElement | HTMLTextAreaElement) & { selectionStart: number; selectionEnd: number } {
  return (
    (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
    element.selectionStart !== null &&
    element.selectionEnd !== null
  );
}

function carry(drawing: HTMLElement, island: HTMLElement, focused: Element | null): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  // What was typed (a value other than the one drawn: a form may be drawn filled in) goes into the
  // island's field, unless the island's has changed from that value meanwhile.
  for (const input of drawing.querySelectorAll('input')) {
    const own = input.value !== input.defaultValue ? counterpart(drawing, island, input) : undefined;
    if (!(own instanceof HTMLInputElement) || own.value !== input.defaultValue) continue;
    setValue?.call(own, input.value);
    own.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // What the member opened stays open, and what they closed stays closed.
  for (const toggle of drawing.querySelectorAll('[aria-expanded]')) {
    const own = counterpart(drawing, island, toggle);
    const wanted = toggle.getAttribute('aria-expanded');
    if (own?.hasAttribute('aria-expanded') && own.getAttribute('aria-expanded') !== wanted) own.click();
  }
  // The focus stays where the member had it, with the text they had selected in a field (what they
  // type next replaces it there, as it would have here).
  if (focused) {
    const own = counterpart(drawing, island, focused);
    own?.focus();
    if (hasSelection(focused) && hasSelection(own) && own.value === focused.value)
      own.setSelectionRange(focused.selectionStart, focused.selectionEnd, focused.selectionDirection ?? undefined);
  }
  const pressed = drawing.querySelector(`[${PRESSED}]`);
  if (pressed) counterpart(drawing, island, pressed)?.click();
}

/** Called by the island when it shows its own data or failure (useDrawnMark): its first paint `id` steps aside. */
export function handOverFirstPaint(id: string): void {
  const drawing = document.getElementById(id);
  const island = drawing?.nextElementSibling as HTMLElement | null | undefined;
  // A drawn element with the focus that names its twin in the island (a tree's node) hands it on.
  const twin = drawing?.contains(document.activeElement) ? document.activeElement?.getAttribute(TWIN) : null;
  // Gone, not hidden: one copy of the data in the page, for find-in-page and for tests alike.
  drawing?.remove();
  if (island?.hasAttribute(COVERED)) {
    island.hidden = false;
    island.removeAttribute(COVERED);
  }
  if (twin) island?.querySelector<HTMLElement>(twin)?.focus();
}

/** What a first paint's script element says: the API, the route's calls its head made early, and where to draw. */
function scriptData() {
  const script = document.currentScript as HTMLScriptElement | null;
  const { api = '/api/', calls = '', target = '' } = script?.dataset ?? {};
  return { api, calls: calls.split(' '), target: document.getElementById(target) };
}

/** An answer read with its island's schema as data; null for a refusal, any other status than a plain yes, or what the schema would refuse. */
function readAnswer<T>(shape: Shape, raw: RawAnswer | null): T | null {
  const body = answerBody(raw);
  return body && isOkStatus(body.status) ? readShape<T>(shape, body) : null;
}

/**
 * The answer to the route's first call that a first paint draws from, read with its island's schema as
 * data once it is in (null: a refusal, or what the schema would refuse), with where to draw and the
 * API's address; null when the page has nowhere to draw or the head did not ask.
 */
export function readEarly<T>(shape: Shape): { target: HTMLElement; api: string; answer: Promise<T | null> } | null {
  const { api, calls, target } = scriptData();
  const answer = peekEarly(api, calls[0]!);
  if (!target || !answer) return null;
  return { target, api, answer: answer.then((raw) => readAnswer<T>(shape, raw)) };
}

/**
 * A further call a first paint needs (a tree's next nodes), asked as the head asks (so the island takes
 * its answer instead of asking again) and read with its schema as data; null when it cannot be drawn.
 */
export async function askAndRead<T>(shape: Shape, api: string, call: string): Promise<T | null> {
  askEarly(api, call);
  return readAnswer<T>(shape, (await peekEarly(api, call)) ?? null);
}

/**
 * A first paint's start, in its inline script after the island: once the answer to the route's first
 * call is in, it is read with the island's schema as data and drawn, and what the member does on the
 * drawing is carried over to the island. Anything the schema would refuse, or an island already up,
 * leaves the page to the island.
 */
export function paintFromEarly<T>(shape: Shape, draw: (answer: T) => Node): void {
  const early = readEarly<T>(shape);
  void early?.answer.then((read) => {
    if (read !== null && coverIsland(early.target, draw(read))) carryOver(early.target);
  });
}

/** `paintFromEarly` for a page drawn from the answers to the route's first `shapes.length` calls. */
export function paintFromEarlyAll(shapes: Shape[], draw: (answers: unknown[]) => Node): void {
  const { api, calls, target } = scriptData();
  const answers = shapes.map((_, index) => peekEarly(api, calls[index] ?? ''));
  if (!target || answers.some((answer) => !answer)) return;
  void Promise.all(answers).then((raws) => {
    const read = raws.map((raw, index) => readAnswer(shapes[index]!, raw ?? null));
    if (read.every((answer) => answer !== null) && coverIsland(target, draw(read))) carryOver(target);
  });
}
