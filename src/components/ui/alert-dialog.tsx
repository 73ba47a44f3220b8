import type { ComponentProps } from 'react';
import * as AlertDialogPrimitive from 'radix-ui/alert-dialog';
import type { VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from './button.tsx';
import { useSlotOpen } from './dialog-motion.ts';
import { DESCRIPTION, FOOTER, OVERLAY, PANEL, TITLE } from './dialog-look.ts';
import { CloseDialog, closerOf, useDialogFocus, type FallbackFocus } from './dialog-focus.ts';

/* Confirmation dialog (role="alertdialog"): no outside-click dismissal, focus starts on Cancel. Opens and closes like Dialog. */

/** A controlled root that also closes when its DialogSlot does. */
export function AlertDialog({ open, ...props }: ComponentProps<typeof AlertDialogPrimitive.Root>) {
  const slotOpen = useSlotOpen();
  return (
    <CloseDialog.Provider value={closerOf(props.onOpenChange)}>
      <AlertDialogPrimitive.Root open={open === undefined ? undefined : open && slotOpen} {...props} />
    </CloseDialog.Provider>
  );
}
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

export function AlertDialogContent({
  className,
  fallbackFocus,
  onCloseAutoFocus,
  onFocus,
  onBlur,
  onEscapeKeyDown,
  onKeyDown,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content> & { fallbackFocus?: FallbackFocus }) {
  const focus = useDialogFocus({ onCloseAutoFocus, onFocus, onBlur, onEscapeKeyDown, onKeyDown, fallbackFocus });
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={OVERLAY} />
      <AlertDialogPrimitive.Content className={cn(PANEL, 'max-w-md', className)} {...props} {...focus} />
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 text-start', className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(FOOTER, className)} {...props} />;
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title className={cn(TITLE, className)} {...props} />;
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn(DESCRIPTION, className)} {...props} />;
}

type ButtonStyleProps = VariantProps<typeof buttonVariants>;

/** Confirms. Use variant="destructive" for irreversible actions. */
export function AlertDialogAction({
  className,
  variant = 'default',
  size,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Action> & ButtonStyleProps) {
  return <AlertDialogPrimitive.Action className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

export function AlertDialogCancel({
  className,
  variant = 'outline',
  size,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Cancel> & ButtonStyleProps) {
  return <AlertDialogPrimitive.Cancel className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
