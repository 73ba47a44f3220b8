import { createElement, type ReactNode } from 'react';
import type { View } from '../lib/view.ts';

/** A view (lib/view.ts) as React elements, exactly as a first paint draws it with `toDom`. */
export function toReact(view: View, key?: number): ReactNode {
  if (view === null || typeof view !== 'object') return view;
  return createElement(
    view.tag,
    { key, className: view.className, ...view.attrs },
    ...(view.children ?? []).map((child, index) => toReact(child, index)),
  );
}
