import type { ComponentProps, SyntheticEvent } from 'react';

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
