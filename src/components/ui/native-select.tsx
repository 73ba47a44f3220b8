import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlClasses } from './input.tsx';
import { ChevronDownIcon } from './icons.tsx';

export type NativeSelectProps = ComponentProps<'select'> & {
  /** Classes for the wrapper that positions the chevron (use for width). */
  wrapperClassName?: string;
};

/** A styled native <select>: uses the phone's own picker, works without JavaScript. Label it with htmlFor/id or Field. */
export function NativeSelect({ className, wrapperClassName, children, ...props }: NativeSelectProps) {
  return (
    <div className={cn('relative w-full', wrapperClassName)}>
      <select
        className={cn(controlClasses, 'h-10 w-full appearance-none py-2 ps-3 pe-9 text-base sm:text-sm', className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
