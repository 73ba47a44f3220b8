import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { OtpInput } from '../../components/ui/otp-input.tsx';
import { isApiError } from '../../lib/api/errors.ts';
import { notifyFailure } from '../../lib/api/notify-failure.ts';
import { knownReasons } from '../../lib/api/reasons-port.ts';
import { createCountdown } from '../../lib/session/countdown.ts';
import { digits, lettersAndDigits } from '../../lib/format/filters.ts';
import * as text from '../../lib/text.ts';
import { flash, notify } from '../../lib/toast/toasts.ts';
import { serverNotice } from '../../lib/server-notice.ts';

const t = { ...text.auth, ...text.signIn };
const CODE_ID = 'email-code';
const LENGTH = 4;

// Asked for as this module runs, just before the form hydrates, with the member pages' code warmed from
// the same moment (as on the login form).
const loadAuth = () => import('../../lib/auth/api.ts');
const loadSession = () => import('../../lib/session/session.ts');
const warmMemberPages = () => import('../../lib/auth/warm-member-pages.ts').then((module) => module.warmMemberPages());
if (typeof window !== 'undefined')
  void Promise.all([loadAuth(), loadSession(), warmMemberPages()]).catch(() => undefined);

/** The digits in the boxes: also those typed into the server-rendered ones before the script arrived. */
function enteredCode(): string {
  let code = '';
  for (let index = 0; index < LENGTH; index += 1) {
    const box = document.getElementById(index === 0 ? CODE_ID : `${CODE_ID}-${index + 1}`);
    if (box instanceof HTMLInputElement) code += digits(box.value);
  }
  return code.slice(0, LENGTH);
}

export interface VerifyEmailFormProps {
  /** Where a verified member signs in. */
  loginPath: string;
}

/**
 * Four one-digit boxes for the e-mail code, sent with the username stored by registration or by a
 * login that asked for verification. The username field is always there (filled in from the
 * session after hydration), so the form does not move, and a visitor in a new tab can type it.
 */
export function VerifyEmailForm({ loginPath }: VerifyEmailFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [usernameError, setUsernameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [timer] = useState(createCountdown);
  const secondsLeft = useStore(timer.$left);
  const usernameRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // Settles once the stored username is in the field; sending waits for it, so a quick member is not
  // told the username is missing while it is on its way.
  const prefilled = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    const typed = enteredCode();
    if (typed) setCode(typed);
    // The username stored by registration or login, unless the member already typed one.
    prefilled.current = loadSession()
      .then(({ $session }) => {
        const stored = $session.get().username;
        const input = usernameRef.current;
        if (stored && input && !input.value) input.value = stored;
        // Focus goes where the member types next, as on sign-in's second step: the first code box, or
        // the username when none is known. Never taken from a field the member is already in.
        if (document.activeElement === document.body || document.activeElement === null)
          (input && !input.value ? input : document.getElementById(CODE_ID))?.focus();
      })
      .catch(() => undefined);
    // A code was sent just before the member was sent here (registration or login).
    timer.start();
    return () => timer.stop();
  }, [timer]);
  // A press made before hydration goes out now, once (src/inline/press.ts).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form can send
  useEffect(() => window.takeEarlyPress?.(onSubmit), []);

  const username = () => (usernameRef.current?.value ?? '').trim();

  async function resend() {
    await prefilled.current;
    const name = username();
    if (!name) {
      setUsernameError(t.usernameRequired);
      usernameRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      const api = await loadAuth();
      const answer = await api.resendOtp(name, 'resend');
      timer.start();
      notify(serverNotice(answer.message, t.codeSent), 'success');
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      setSending(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    await prefilled.current;
    const name = username();
    // From the boxes, not the state: a press made before hydration is sent before the state has them.
    const entered = enteredCode();
    const nameProblem = name ? undefined : t.usernameRequired;
    const codeProblem = entered.length === LENGTH ? undefined : t.codeIncomplete;
    setUsernameError(nameProblem);
    setError(codeProblem);
    if (nameProblem) {
      usernameRef.current?.focus();
      return;
    }
    if (codeProblem) {
      document.getElementById(entered.length ? `${CODE_ID}-${entered.length + 1}` : CODE_ID)?.focus();
      return;
    }
    setBusy(true);
    try {
      const api = await loadAuth();
      const answer = await api.verifyEmail({ username: name, otp: entered });
      const message = serverNotice(answer.message, t.emailVerified);
      if ((answer.username ?? '').toLowerCase() === name.toLowerCase()) {
        // Sign-in fills it in: the member may have typed it here rather than come from registration.
        const { rememberUsername } = await loadSession();
        rememberUsername(answer.username || name);
        flash(message, 'success');
        window.location.assign(loginPath);
        return;
      }
      notify(message, 'success');
      setBusy(false);
    } catch (failure) {
      notifyFailure(failure);
      // The server's reason under the code, in the member's language when it is a known one.
      if (isApiError(failure) && failure.kind === 'rejected') {
        const reasons = await knownReasons();
        setError(reasons ? reasons.failureText(failure).text : failure.firstMessage);
      }
      setBusy(false);
    }
  }

  return (
    <form method="dialog" noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy || undefined}>
      <p id={`${CODE_ID}-hint`} className="text-sm text-muted-foreground">
        {t.verifyEmailHint}
      </p>
      <Field label={t.username} required error={usernameError}>
        <Input
          ref={usernameRef}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          onChange={(event) => {
            const clean = lettersAndDigits(event.currentTarget.value);
            if (clean !== event.currentTarget.value) event.currentTarget.value = clean;
            setUsernameError(undefined);
          }}
        />
      </Field>
      <div className="grid gap-1.5">
        <OtpInput
          id={CODE_ID}
          length={LENGTH}
          label={t.emailCode}
          value={code}
          invalid={Boolean(error)}
          aria-describedby={`${CODE_ID}-hint ${CODE_ID}-error`}
          onChange={(next) => {
            setCode(next);
            setError(undefined);
          }}
          // The last digit sends the code, once, as Submit would (focus stays in the boxes, which keep
          // the digits if the code is refused).
          onComplete={() => setTimeout(() => submitRef.current?.form?.requestSubmit())}
        />
        <p id={`${CODE_ID}-error`} aria-live="polite" className="min-h-5 text-sm font-medium text-destructive">
          {error}
        </p>
      </div>
      <Button ref={submitRef} type="submit" size="lg" loading={busy} className="w-full">
        {text.common.submit}
      </Button>
      <div className="text-sm">
        <Button
          type="button"
          variant="link"
          size="sm"
          className="px-0"
          disabled={secondsLeft > 0 || sending}
          onClick={() => void resend()}
        >
          {secondsLeft > 0 ? t.resendCodeIn(secondsLeft) : t.resend}
        </Button>
      </div>
    </form>
  );
}
