/**
 * Markup as plain data: what a cell or a card shows, written once and drawn either by React (an
 * island, components/view.tsx) or by the DOM (a first paint before React arrives, `toDom` here).
 */
export interface ViewNode {
  tag: string;
  className?: string;
  /** Attributes as HTML spells them (dir, title, href, aria-*, an svg's stroke-width); React gets them in its own spelling. */
  attrs?: Record<string, string>;
  children?: View[];
}

export type View = string | number | null | ViewNode;

/** A node: `h('span', 'font-mono', ['0x12…'], { dir: 'ltr' })`. */
export const h = (tag: string, className?: string, children?: View[], attrs?: Record<string, string>): ViewNode => ({
  tag,
  className,
  children,
  attrs,
});

/**
 * A place in a view that an island fills with a React part of its own (a QR code drawn on demand, a
 * button with a busy state); the DOM draws `fallback` there (a placeholder of the same size, or the
 * part as it first shows).
 */
export const slot = (name: string, fallback: View): ViewNode => ({
  tag: 'slot',
  attrs: { name },
  children: [fallback],
});

/** An icon as ui/icons.tsx's Icon draws it: 24-unit box, 2-unit round strokes, hidden from screen readers. */
export const iconView = (className: string, parts: View[]): ViewNode =>
  h('svg', className, parts, {
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
  });

const SVG = 'http://www.w3.org/2000/svg';

/** The view as DOM nodes (text, or an element with its classes, attributes and children); an svg's parts in its namespace. */
export function toDom(view: View, inSvg = false): Node {
  if (view === null) return document.createTextNode('');
  if (typeof view !== 'object') return document.createTextNode(String(view));
  if (view.tag === 'slot') return toDom(view.children?.[0] ?? null, inSvg);
  const svg = inSvg || view.tag === 'svg';
  const element = svg ? document.createElementNS(SVG, view.tag) : document.createElement(view.tag);
  if (view.className) element.setAttribute('class', view.className);
  for (const [name, value] of Object.entries(view.attrs ?? {})) element.setAttribute(name, value);
  for (const child of view.children ?? []) element.append(toDom(child, svg));
  return element;
}
