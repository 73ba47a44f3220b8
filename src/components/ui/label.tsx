import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export type LabelProps = ComponentProps<'label'>;

export function Label({ className, ...props }: LabelProps) {
  return (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor (Field does)
    <label
      className={cn(
        'text-sm font-medium leading-snug text-foreground select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
        className,
      )}
      {...props}
    />
  );
}
