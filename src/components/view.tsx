import { createElement, Fragment, type ComponentProps, type ReactNode, type SyntheticEvent } from 'react';
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

/**
 * A view drawn with `toReact` whose buttons say what they do in a data attribute (so the same markup
 * works before React, in a first paint): the island answers them here, by delegation. The clicks are
 * the buttons' own (Enter and Space click them too), so the wrapper itself needs no keyboard handler.
 */
export function ViewActions(props: Omit<ComponentProps<'div'>, 'className'>) {
  return <div className="contents" {...props} />;
}

/** The element of an event's target that carries `attribute`, and the attribute's value; null if none. */
export function actionOf(event: SyntheticEvent, attribute: string): { element: Element; value: string } | null {
  const element = (event.target as Element).closest?.(`[${attribute}]`);
  return element ? { element, value: element.getAttribute(attribute) ?? '' } : null;
}
