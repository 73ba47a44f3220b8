import type { ComponentProps } from 'react';
import * as AlertDialogPrimitive from 'radix-ui/alert-dialog';
import type { VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from './button.tsx';
import { OVERLAY_MOTION, PANEL_MOTION, useSlotOpen } from './dialog-motion.ts';
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
export const AlertDialogPortal = AlertDialogPrimitive.Portal;

export function AlertDialogOverlay({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Overlay>) {
  return (
    <AlertDialogPrimitive.Overlay
      className={cn('fixed inset-0 z-50 bg-black/50', OVERLAY_MOTION, className)}
      {...props}
    />
  );
}

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
    <AlertDialogPortal>
      <AlertDialogOverlay />
      <AlertDialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
          'rounded-lg border border-border bg-card p-4 text-card-foreground shadow-lg sm:p-6',
          'focus-visible:outline-hidden',
          PANEL_MOTION,
          className,
        )}
        {...props}
        {...focus}
      />
    </AlertDialogPortal>
  );
}

export function AlertDialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 text-start', className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    // Stacked on phones in the same order as side by side, so Tab follows what the member sees.
    <div className={cn('flex flex-col gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title className={cn('text-lg font-semibold leading-tight', className)} {...props} />;
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
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
