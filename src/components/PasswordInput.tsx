import { useState } from 'react';
import { Input, type InputProps } from './ui/input.tsx';
import { cn } from '../lib/cn.ts';

export type PasswordInputProps = Omit<InputProps, 'type'> & {
  /** Name of the show/hide toggle (it is a pressed/not-pressed button, so the name stays the same). */
  toggleLabel: string;
};

/**
 * A password field with a show/hide toggle. The value stays in the DOM input (uncontrolled unless a
 * `value` is passed), so switching the type never loses what was typed.
 */
export function PasswordInput({ className, toggleLabel, disabled, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} disabled={disabled} type={visible ? 'text' : 'password'} className={cn('pr-11', className)} />
      <button
        type="button"
        aria-pressed={visible}
        disabled={disabled}
        onClick={() => setVisible((on) => !on)}
        className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
          {visible ? <path d="M4 4l16 16" /> : null}
        </svg>
        <span className="sr-only">{toggleLabel}</span>
      </button>
    </div>
  );
}
