import { useEffect, useRef, useState } from 'react';
import { requestOtp } from '../../../lib/session/otp.ts';
import { secondFactor } from '../../../lib/session/second-factor.ts';
import { useCountdown } from '../../../components/useCountdown.ts';
import { digits } from '../../../lib/format/filters.ts';
import { notify } from '../../../lib/toast/toasts.ts';
import * as text from '../../../lib/text.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { notifyFailure } from '../../../lib/api/notify-failure.ts';
import { serverNotice } from '../../../lib/lang.ts';

/**
 * The second-step credential a security change needs, named after the member's auth type (OTP, MPIN
 * or authenticator code). OTP members get a link that sends a code, with a 60-second cool-down; the
 * link is disabled meanwhile, so focus goes to the code once it is sent (back to the link if not).
 */
export function CodeField({
  authType,
  username,
  value,
  onChange,
  error,
}: {
  authType: string;
  username: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const [sending, setSending] = useState(false);
  const [left, startCountdown] = useCountdown();
  const codeRef = useRef<HTMLInputElement>(null);
  const linkRef = useRef<HTMLButtonElement>(null);
  const [focusTo, setFocusTo] = useState<'code' | 'link' | null>(null);
  useEffect(() => {
    if (!focusTo) return;
    (focusTo === 'code' ? codeRef : linkRef).current?.focus();
    setFocusTo(null);
  }, [focusTo]);
  const { label, length, secret, emailed } = secondFactor(authType);

  const send = async () => {
    setSending(true);
    try {
      const answer = await requestOtp(username, 'resend');
      notify(serverNotice(answer.message, text.profile.done.otpSent), 'success');
      startCountdown();
      setFocusTo('code');
    } catch (caught) {
      notifyFailure(caught);
      setFocusTo('link');
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="grid gap-2">
      <Field label={label} required error={error} hint={text.profile.codeHint[authType]}>
        <Input
          ref={codeRef}
          name={authType}
          inputMode="numeric"
          autoComplete={secret ? 'off' : 'one-time-code'}
          value={value}
          onChange={(event) => onChange(digits(event.target.value).slice(0, length))}
        />
      </Field>
      {emailed ? (
        <Button
          ref={linkRef}
          type="button"
          variant="link"
          size="sm"
          className="justify-self-start px-0"
          loading={sending}
          disabled={left > 0}
          onClick={() => void send()}
        >
          {left > 0 ? text.profile.resendOtpIn(left) : text.profile.requestOtp}
        </Button>
      ) : null}
    </div>
  );
}
