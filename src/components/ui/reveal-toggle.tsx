import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export type RevealToggleProps = Omit<ComponentProps<'button'>, 'children' | 'onClick'> & {
  shown: boolean;
  onToggle: () => void;
  /** Name of the toggle (a pressed/not-pressed button, so the name stays the same). */
  label: string;
};

/** The eye button that shows or masks a secret field (password, MPIN). */
export function RevealToggle({ shown, onToggle, label, className, ...props }: RevealToggleProps) {
  return (
    <button
      type="button"
      aria-pressed={shown}
      onClick={onToggle}
      className={cn(
        'inline-flex items-center justify-center text-muted-foreground hover:text-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3" />
        {shown ? <path d="M4 4l16 16" /> : null}
      </svg>
      <span className="sr-only">{label}</span>
    </button>
  );
}
