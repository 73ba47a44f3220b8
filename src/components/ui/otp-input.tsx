import { useEffect, useId, useRef, useState, type ClipboardEvent, type ChangeEvent, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import * as text from '../../lib/text.ts';
import { controlClasses } from './input.tsx';
import { RevealToggle } from './reveal-toggle.tsx';

export type OtpInputProps = {
  /** Number of digits (boxes). */
  length?: 4 | 6;
  /** The digits entered so far (no gaps; at most `length` characters). */
  value: string;
  onChange: (value: string) => void;
  /** Called once every box is filled (e.g. to submit). */
  onComplete?: (value: string) => void;
  /** Name of the group, e.g. "Verification code". */
  label: string;
  /** Show the label visually-hidden instead of above the boxes. */
  hideLabel?: boolean;
  /** Id(s) of hint/error text describing the code. */
  'aria-describedby'?: string;
  /** Adds a hidden <input name> carrying the code for plain form posts. */
  name?: string;
  /** Id of the first box. */
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
  /** Masks the digits (a standing secret such as the MPIN) behind a show/hide toggle of this name. */
  revealLabel?: string;
  className?: string;
};

const onlyDigits = (s: string): string => s.replace(/\D/g, '');

/**
 * One-time-code entry as `length` single-digit boxes. Typing advances, Backspace goes back, arrows move,
 * pasting a code fills every box, and SMS autofill (autocomplete="one-time-code" on the first box) is spread
 * across the boxes.
 */
export function OtpInput({
  length = 6,
  value,
  onChange,
  onComplete,
  label,
  hideLabel = false,
  'aria-describedby': describedBy,
  name,
  id,
  disabled = false,
  invalid = false,
  autoFocus = false,
  revealLabel,
  className,
}: OtpInputProps) {
  const [shown, setShown] = useState(false);
  const masked = revealLabel !== undefined && !shown;
  const autoId = useId();
  const baseId = id ?? `${autoId}-otp`;
  const labelId = `${baseId}-label`;
  const code = onlyDigits(value).slice(0, length);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // The latest code we emitted, so focus moves can be judged before the parent re-renders us.
  const latest = useRef(code);
  latest.current = code;

  const focusBox = (index: number) => {
    const target = boxes.current[Math.max(0, Math.min(index, length - 1))];
    target?.focus();
    target?.select();
  };

  const commit = (next: string, focusIndex: number) => {
    const clean = onlyDigits(next).slice(0, length);
    latest.current = clean;
    if (clean !== code) {
      onChange(clean);
      if (clean.length === length) onComplete?.(clean);
    }
    focusBox(focusIndex);
  };

  /** Writes `digits` starting at box `index` (paste, autofill, fast typing). A whole code always starts at box 1. */
  const fill = (index: number, digits: string) => {
    if (digits.length >= length) {
      commit(digits.slice(0, length), length - 1);
      return;
    }
    const start = Math.min(index, code.length);
    const next = (code.slice(0, start) + digits + code.slice(start + digits.length)).slice(0, length);
    commit(next, start + digits.length);
  };

  const handleChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const previous = code[index] ?? '';
    const typed = onlyDigits(event.target.value);
    if (event.target.value === '') {
      // Deleted without a Backspace keydown (some mobile keyboards): remove this digit.
      if (previous) commit(code.slice(0, index) + code.slice(index + 1), index - 1);
      return;
    }
    if (typed === '') return; // non-digit: ignore, the controlled value snaps back
    if (typed.length === 2 && previous && typed.includes(previous)) {
      // Caret was beside the existing digit: keep the newly typed one.
      const fresh = typed[0] === previous ? typed[1] : typed[0];
      commit(code.slice(0, index) + fresh + code.slice(index + 1), index + 1);
      return;
    }
    if (typed.length === 1) {
      const start = Math.min(index, code.length);
      commit(code.slice(0, start) + typed + code.slice(start + 1), start + 1);
      return;
    }
    fill(index, typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace': {
        event.preventDefault();
        if (code[index]) commit(code.slice(0, index) + code.slice(index + 1), index - 1);
        else if (index > 0) commit(code.slice(0, index - 1) + code.slice(index), index - 1);
        break;
      }
      case 'Delete': {
        event.preventDefault();
        if (code[index]) commit(code.slice(0, index) + code.slice(index + 1), index);
        break;
      }
      case 'ArrowLeft':
      case 'ArrowUp':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
      case 'ArrowDown':
        event.preventDefault();
        focusBox(Math.min(index + 1, code.length));
        break;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        break;
      case 'End':
        event.preventDefault();
        focusBox(code.length);
        break;
      default:
        break;
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (digits) fill(index, digits);
  };

  const handleFocus = (index: number) => {
    // Boxes fill left to right: focusing past the first empty box lands on the first empty box.
    const firstEmpty = Math.min(latest.current.length, length - 1);
    if (index > firstEmpty) focusBox(firstEmpty);
    else boxes.current[index]?.select();
  };

  useEffect(() => {
    if (autoFocus) focusBox(code.length);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus once, on mount; later typing moves focus itself
  }, []);

  // Boxes past the first empty one are out of the Tab order: focusing them lands on the first empty
  // box, which would keep Tab from ever leaving an unfinished code.
  const firstEmpty = Math.min(code.length, length - 1);

  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      <div id={labelId} className={hideLabel ? 'sr-only' : 'text-sm font-medium leading-snug text-foreground'}>
        {label}
      </div>
      <div
        role="group"
        // A code reads left to right in any language, and its boxes fill that way.
        dir="ltr"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        className="flex w-full min-w-0 max-w-max gap-1.5 sm:gap-2"
      >
        {Array.from({ length }, (_, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            id={index === 0 ? baseId : `${baseId}-${index + 1}`}
            type={masked ? 'password' : 'text'}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 && revealLabel === undefined ? 'one-time-code' : 'off'}
            tabIndex={index > firstEmpty ? -1 : undefined}
            aria-label={text.ui.digitOf(index + 1, length)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            disabled={disabled}
            value={code[index] ?? ''}
            onChange={(event) => handleChange(index, event)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={() => handleFocus(index)}
            onClick={(event) => event.currentTarget.select()}
            className={cn(
              controlClasses,
              'h-12 w-12 min-w-8 shrink p-0 text-center text-xl font-semibold tabular-nums caret-transparent',
            )}
          />
        ))}
        {revealLabel === undefined ? null : (
          <RevealToggle
            shown={shown}
            onToggle={() => setShown((on) => !on)}
            label={revealLabel}
            disabled={disabled}
            className="size-12 shrink-0 rounded-md"
          />
        )}
      </div>
      {name ? <input type="hidden" name={name} value={code} /> : null}
    </div>
  );
}
