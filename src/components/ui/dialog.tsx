import type { ComponentProps } from 'react';
import * as text from '../../lib/text.ts';
import * as DialogPrimitive from 'radix-ui/dialog';
import { cn } from '../../lib/cn.ts';
import { XIcon } from './icons.tsx';
import { useSlotOpen } from './dialog-motion.ts';
import { DESCRIPTION, FOOTER, OVERLAY, PANEL, TITLE } from './dialog-look.ts';
import { CloseDialog, closerOf, useDialogFocus, type FallbackFocus } from './dialog-focus.ts';

/** A controlled dialog root that also closes when its DialogSlot does (see dialog-motion.ts). */
export function Dialog({ open, ...props }: ComponentProps<typeof DialogPrimitive.Root>) {
  const slotOpen = useSlotOpen();
  return (
    <CloseDialog.Provider value={closerOf(props.onOpenChange)}>
      <DialogPrimitive.Root open={open === undefined ? undefined : open && slotOpen} {...props} />
    </CloseDialog.Provider>
  );
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hide the top-right "Close" button (Escape and DialogClose still work). */
  hideClose?: boolean;
  /** Where focus goes on close when the control that opened the dialog is gone. */
  fallbackFocus?: FallbackFocus;
};

/**
 * Modal panel. Always include a DialogTitle; if there is no DialogDescription pass aria-describedby={undefined}.
 */
export function DialogContent({
  className,
  children,
  hideClose = false,
  fallbackFocus,
  onCloseAutoFocus,
  onFocus,
  onBlur,
  onEscapeKeyDown,
  onKeyDown,
  ...props
}: DialogContentProps) {
  const focus = useDialogFocus({ onCloseAutoFocus, onFocus, onBlur, onEscapeKeyDown, onKeyDown, fallbackFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={OVERLAY} />
      <DialogPrimitive.Content className={cn(PANEL, 'max-w-lg', className)} {...props} {...focus}>
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            className={cn(
              'absolute end-2 top-2 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors',
              'hover:bg-muted hover:text-foreground',
              'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
            )}
          >
            <XIcon />
            <span className="sr-only">{text.ui.close}</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pe-8 text-start', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(FOOTER, className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn(TITLE, className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn(DESCRIPTION, className)} {...props} />;
}
