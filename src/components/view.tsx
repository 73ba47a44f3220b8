import { createElement, type ReactNode } from 'react';
import type { View } from '../lib/view.ts';

/** An attribute as React spells it: stroke-width is strokeWidth; aria-* and data-* stay as they are. */
const reactName = (name: string) =>
  /^(aria|data)-/.test(name) ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Attributes that are on by being there (`disabled: ''` in a view); React wants them true. */
const BOOLEAN = new Set(['disabled', 'hidden', 'checked', 'required', 'readonly', 'multiple']);

/** A view (lib/view.ts) as React elements, exactly as a first paint draws it with `toDom`. */
export function toReact(view: View, key?: number): ReactNode {
  if (view === null || typeof view !== 'object') return view;
  const attrs = Object.fromEntries(
    Object.entries(view.attrs ?? {}).map(([name, value]) => [reactName(name), BOOLEAN.has(name) ? true : value]),
  );
  return createElement(
    view.tag,
    { key, className: view.className, ...attrs },
    ...(view.children ?? []).map((child, index) => toReact(child, index)),
  );
}
