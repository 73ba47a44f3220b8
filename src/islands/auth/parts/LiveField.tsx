import type { ComponentProps, ReactNode } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { MAX_LENGTH } from '../../../lib/api/limits.ts';

interface LiveFieldProps extends ComponentProps<typeof Input> {
  label: string;
  error: ReactNode;
  /** A fixed hint shown above the live line. */
  note?: string;
  /** The live check's verdict in words, and whether it says no. */
  line: string | undefined;
  bad: boolean;
  /** Whether the check's verdict makes the value invalid (besides `error`); `bad` unless given. */
  invalid?: boolean;
}

/**
 * A member name checked as it is typed (username, sponsor, parent): the verdict sits on a line kept in
 * place from the first paint, so nothing below jumps when it arrives.
 */
export function LiveField({ label, error, note, line, bad, invalid = bad, ...input }: LiveFieldProps) {
  return (
    <Field
      label={label}
      required
      error={error}
      hint={
        <>
          {note}
          <span aria-live="polite" className={bad ? 'block min-h-5 font-medium text-destructive' : 'block min-h-5'}>
            {line}
          </span>
        </>
      }
    >
      <Input
        maxLength={MAX_LENGTH.username}
        aria-invalid={invalid || error ? true : undefined}
        autoCapitalize="none"
        spellCheck={false}
        {...input}
      />
    </Field>
  );
}
