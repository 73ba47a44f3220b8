/**
 * Markup as plain data: what a cell or a card shows, written once and drawn either by React (an
 * island, components/view.tsx) or by the DOM (a first paint before React arrives, `toDom` here).
 */
export interface ViewNode {
  tag: string;
  className?: string;
  /** Attributes spelled alike in HTML and React (dir, title, href, target, rel, id, aria-*). */
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

/** The view as DOM nodes (text, or an element with its classes, attributes and children). */
export function toDom(view: View): Node {
  if (view === null) return document.createTextNode('');
  if (typeof view !== 'object') return document.createTextNode(String(view));
  const element = document.createElement(view.tag);
  if (view.className) element.className = view.className;
  for (const [name, value] of Object.entries(view.attrs ?? {})) element.setAttribute(name, value);
  for (const child of view.children ?? []) element.append(toDom(child));
  return element;
}
