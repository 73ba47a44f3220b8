import { useState } from 'react';
import { Input, type InputProps } from './ui/input.tsx';
import { RevealToggle } from './ui/reveal-toggle.tsx';
import { cn } from '../lib/cn.ts';

export type PasswordInputProps = Omit<InputProps, 'type'> & {
  /** Name of the show/hide toggle (it is a pressed/not-pressed button, so the name stays the same). */
  toggleLabel: string;
};

/**
 * A password (or MPIN) field with a show/hide toggle. The value stays in the DOM input (uncontrolled
 * unless a `value` is passed), so switching the type never loses what was typed.
 */
export function PasswordInput({ className, toggleLabel, disabled, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} disabled={disabled} type={visible ? 'text' : 'password'} className={cn('pe-11', className)} />
      <RevealToggle
        shown={visible}
        onToggle={() => setVisible((on) => !on)}
        label={toggleLabel}
        disabled={disabled}
        className="absolute inset-y-0 end-0 w-10 rounded-e-md"
      />
    </div>
  );
}
