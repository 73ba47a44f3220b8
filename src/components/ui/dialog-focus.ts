import { createContext, useContext, useRef, type FocusEvent, type KeyboardEvent, type RefCallback } from 'react';

/**
 * Where focus goes when a modal dialog closes, Tab inside it, and Escape as it opens, for DialogContent
 * and AlertDialogContent. Radix returns focus only to a Dialog.Trigger; our dialogs open from state
 * (often after a lazy load), so the element that had focus when the dialog opened is remembered here.
 */

/** Closes the dialog around (its root's onOpenChange(false)), given by Dialog and AlertDialog. */
export const CloseDialog = createContext<(() => void) | undefined>(undefined);

/** An onOpenChange as the roots take it: what CloseDialog gives. */
export const closerOf = (onOpenChange: ((open: boolean) => void) | undefined) =>
  onOpenChange && (() => onOpenChange(false));

/**
 * Escapes a closing dialog took for a newer one. Radix's layer starts listening for Escape only once a
 * render has found it on top: two renders after the dialog has moved focus in. Until then the layer
 * of the dialog it replaces (Warning → Buy Pakage, still playing its closing transition) takes the key,
 * and the member's Escape would be lost.
 */
const passedOn = new WeakSet<Event>();

/** Where focus goes when the opener is gone (a cancelled row, a hidden list, a closed tree card). */
export type FallbackFocus = () => HTMLElement | SVGElement | null | undefined;

type AutoFocusHandler = (event: Event) => void;

/** Dialogs now open (or closing), with the element each one returns focus to. */
const openers = new Map<Element, HTMLElement | null>();

const closing = (content: Element) => !content.isConnected || content.getAttribute('data-state') === 'closed';

/** The element focus returns to for `content`, read as it mounts (before anything inside takes focus). */
function openerFor(content: Element): HTMLElement | null {
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && active !== document.body ? active : null;
  // A dialog that replaces a closing one (Warning → Buy Pakage) returns to where the first one came from.
  for (const [other, opener] of openers) {
    if (other !== content && closing(other) && (!focused || other.contains(focused))) return opener;
  }
  return focused;
}

function focusOn(element: HTMLElement | SVGElement | null | undefined): boolean {
  if (!element?.isConnected) return false;
  element.focus();
  return document.activeElement === element;
}

type FocusHandler = (event: FocusEvent<HTMLDivElement>) => void;

/** Props for a dialog's Radix Content, composed with the caller's own handlers. */
export function useDialogFocus({
  onCloseAutoFocus,
  onFocus,
  onBlur,
  onEscapeKeyDown,
  onKeyDown,
  fallbackFocus,
}: {
  onCloseAutoFocus?: AutoFocusHandler;
  onFocus?: FocusHandler;
  onBlur?: FocusHandler;
  onEscapeKeyDown?: (event: globalThis.KeyboardEvent) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  fallbackFocus?: FallbackFocus;
}) {
  // The control a Tab was heading to; see onFocus below.
  const tabTarget = useRef<HTMLElement | null>(null);
  const self = useRef<HTMLDivElement | null>(null);
  const close = useContext(CloseDialog);

  const ref: RefCallback<HTMLDivElement> = (content) => {
    self.current = content;
    if (content && !openers.has(content)) openers.set(content, openerFor(content));
  };

  return {
    ref,
    onEscapeKeyDown: (event: globalThis.KeyboardEvent) => {
      // Closing already: the key is for the dialog that has the focus now (onKeyDown below).
      if (self.current && closing(self.current)) {
        passedOn.add(event);
        event.preventDefault();
        return;
      }
      onEscapeKeyDown?.(event);
    },
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      onKeyDown?.(event);
      if (!passedOn.has(event.nativeEvent) || !self.current || closing(self.current)) return;
      passedOn.delete(event.nativeEvent);
      // As Radix would: the dialog's own Escape rule first (a dialog that cannot be dismissed says no).
      const escape = new globalThis.KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
      onEscapeKeyDown?.(escape);
      if (!escape.defaultPrevented) close?.();
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const content = event.currentTarget as Element;
      const opener = openers.get(content);
      openers.delete(content);
      if (event.defaultPrevented) return;
      // Focus already moved on (into the next dialog, or where the screen put it): leave it there.
      const active = document.activeElement;
      if (active && active !== document.body && !content.contains(active)) event.preventDefault();
      // Otherwise the opener, else the caller's fallback, else Radix's own (a Dialog.Trigger).
      else if (focusOn(opener) || focusOn(fallbackFocus?.())) event.preventDefault();
    },
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      onBlur?.(event);
      const next = event.relatedTarget;
      tabTarget.current =
        next instanceof HTMLElement && next !== event.currentTarget && event.currentTarget.contains(next) ? next : null;
    },
    onFocus: (event: FocusEvent<HTMLDivElement>) => {
      onFocus?.(event);
      // Radix's focus trap moves focus to the dialog box when a node is removed while focus is between
      // two controls (radix-ui/primitives#2436), e.g. a status line changed by a blur: finish the Tab.
      const next = tabTarget.current;
      tabTarget.current = null;
      if (event.target === event.currentTarget && next?.isConnected) next.focus();
    },
  };
}
