import { createElement, Fragment, type ReactNode } from 'react';
import type { View } from '../lib/view.ts';

/** Attributes React spells its own way beyond camel case. */
const SPELLED: Record<string, string> = {
  readonly: 'readOnly',
  tabindex: 'tabIndex',
  colspan: 'colSpan',
  for: 'htmlFor',
};

/** An attribute as React spells it: stroke-width is strokeWidth; aria-* and data-* stay as they are. */
const reactName = (name: string) =>
  SPELLED[name] ?? (/^(aria|data)-/.test(name) ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()));

/** Attributes that are on by being there (`disabled: ''` in a view); React wants them true. */
const BOOLEAN = new Set(['disabled', 'readonly']);

/**
 * A view (lib/view.ts) as React elements, exactly as a first paint draws it with `toDom`; its slots
 * (`slot` in lib/view.ts) hold the island's own parts from `slots`. A textarea's text is its default value.
 */
export function toReact(view: View, key?: number, slots: Record<string, ReactNode> = {}): ReactNode {
  if (view === null || typeof view !== 'object') return view;
  if (view.tag === 'slot') return createElement(Fragment, { key }, slots[view.attrs?.name ?? ''] ?? null);
  const attrs = Object.fromEntries(
    Object.entries(view.attrs ?? {}).map(([name, value]) => [reactName(name), BOOLEAN.has(name) ? true : value]),
  );
  if (view.tag === 'textarea')
    return createElement('textarea', {
      key,
      className: view.className,
      ...attrs,
      defaultValue: (view.children ?? []).join(''),
    });
  return createElement(
    view.tag,
    { key, className: view.className, ...attrs },
    ...(view.children ?? []).map((child, index) => toReact(child, index, slots)),
  );
}
