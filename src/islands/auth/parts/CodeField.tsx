import { useEffect, useRef, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/PasswordInput.tsx';
import { credentialLabel } from '../../../lib/auth/login-rules.ts';
import { digits } from '../../../lib/format/filters.ts';
import { isSecretCode } from '../../../lib/session/codes.ts';
import { secondFactor } from '../../../lib/session/second-factor.ts';
import * as text from '../../../lib/text.ts';

const t = { ...text.auth, ...text.signIn };

/**
 * Sign-in's second field, for the auth type step one answered with (focused when it appears), and for
 * a one-time code the resend control with its cool-down. The code's last digit signs in, as Sign In
 * would (once for a code as typed: the same code is not sent again until it changes).
 */
export function CodeField({
  authType,
  error,
  onEdit,
  sending,
  secondsLeft,
  onResend,
}: {
  authType: string;
  error: string | undefined;
  onEdit: () => void;
  sending: boolean;
  secondsLeft: number;
  onResend: () => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const isOtp = authType.toLowerCase() === 'otp';
  const { length } = secondFactor(authType);
  const sent = useRef('');

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  // Digits only; the MPIN is masked like the password.
  const inputProps = {
    ref: inputRef,
    name: 'credential',
    inputMode: 'numeric',
    pattern: '[0-9]*',
    autoComplete: isOtp ? 'one-time-code' : 'off',
    maxLength: 8,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const clean = digits(event.currentTarget.value);
      if (clean !== event.currentTarget.value) event.currentTarget.value = clean;
      onEdit();
      if (clean.length !== length) sent.current = '';
      else if (clean !== sent.current) {
        sent.current = clean;
        event.currentTarget.form?.requestSubmit();
      }
    },
  } as const;

  return (
    <div className="grid gap-2">
      <Field label={credentialLabel(authType)} required error={error}>
        {isSecretCode(authType) ? (
          <PasswordInput {...inputProps} toggleLabel={text.common.showMpin} />
        ) : (
          <Input {...inputProps} />
        )}
      </Field>
      {isOtp ? (
        <div>
          <Button
            type="button"
            variant="link"
            size="sm"
            className="px-0"
            disabled={secondsLeft > 0 || sending}
            onClick={onResend}
          >
            {secondsLeft > 0 ? t.resendIn(secondsLeft) : t.resendOtp}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
