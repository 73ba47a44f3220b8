import { useId, type ComponentProps, type ReactNode } from 'react';
import * as RadioGroupPrimitive from 'radix-ui/radio-group';
import { cn } from '../../lib/cn.ts';

/** Name the group with aria-labelledby / aria-label (or wrap it in <Field group>). */
export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('grid gap-3 outline-none', className)} {...props} />;
}

/** A 24px radio button. Give it a name with <label htmlFor={id}> or aria-label. */
export function RadioGroupItem({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'peer inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-control bg-card text-primary',
        'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'data-[state=checked]:border-primary disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-destructive',
        // Radix's hidden form input (next sibling) is styled inline; repeat it in CSS for SSR under a strict style-src CSP.
        '[&+input]:pointer-events-none [&+input]:absolute [&+input]:m-0 [&+input]:size-6 [&+input]:-translate-x-full [&+input]:opacity-0',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className="size-3 rounded-full bg-current" />
    </RadioGroupPrimitive.Item>
  );
}

export type RadioGroupOptionProps = ComponentProps<typeof RadioGroupPrimitive.Item> & {
  label: ReactNode;
  description?: ReactNode;
};

/** Convenience row: radio + clickable label (+ optional description), wired by id. */
export function RadioGroupOption({ label, description, id, className, ...props }: RadioGroupOptionProps) {
  const autoId = useId();
  const itemId = id ?? `${autoId}-radio`;
  const descriptionId = `${itemId}-description`;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <RadioGroupItem id={itemId} aria-describedby={description ? descriptionId : undefined} {...props} />
      <div className="grid gap-0.5 pt-0.5">
        <label htmlFor={itemId} className="text-sm font-medium leading-snug text-foreground peer-disabled:opacity-70">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
