import { lazy, Suspense, useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/PasswordInput.tsx';
import { notifyFailure } from '../../lib/api/notify-failure.ts';
import { createCountdown } from '../../lib/session/countdown.ts';
import { credentialLabel, loginProblems, type Problems } from '../../lib/auth/login-rules.ts';
import * as text from '../../lib/text.ts';
import { notify } from '../../lib/toast/toasts.ts';
import { MAX_LENGTH } from '../../lib/api/limits.ts';
import { DialogSlot } from '../../components/ui/dialog-motion.ts';
import { CodeField } from './parts/CodeField.tsx';
import { serverNotice } from '../../lib/server-notice.ts';

const t = { ...text.auth, ...text.signIn };

// The API layer, needed once the member presses Verify, is asked for as this module runs, just before the
// form hydrates (asked for after hydration, a press's request waited the length of it); the first paint
// does not wait for it. The member pages' code is warmed from the same moment (warm-member-pages.ts).
const loadAuth = () => import('../../lib/auth/api.ts');
const loadSession = () => import('../../lib/session/session.ts');
const warmMemberPages = () => import('../../lib/auth/warm-member-pages.ts').then((module) => module.warmMemberPages());
if (typeof window !== 'undefined')
  void Promise.all([loadAuth(), loadSession(), warmMemberPages()]).catch(() => undefined);
const loadForgot = () => import('./ForgotPasswordDialog.tsx');
const ForgotPasswordDialog = lazy(() => loadForgot().then((module) => ({ default: module.ForgotPasswordDialog })));

type FieldName = 'username' | 'password' | 'credential';

interface SecondStep {
  token: string;
  authType: string;
}

export interface LoginFormProps {
  /** URLs from the route table, passed by the page so the table stays out of the script. */
  paths: { dashboard: string; verifyEmail: string; register: string };
}

/**
 * Two-step sign-in. Step one sends username and password (Verify); the answer's auth type brings a
 * second, digits-only field (Sign In). Inputs are uncontrolled: what a member typed before the
 * script arrived is read from the DOM when needed, never overwritten.
 */
export function LoginForm({ paths }: LoginFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const forgotRef = useRef<HTMLButtonElement>(null);
  const [step, setStep] = useState<SecondStep | null>(null);
  const [errors, setErrors] = useState<Problems<FieldName>>({});
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [timer] = useState(createCountdown);
  const secondsLeft = useStore(timer.$left);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [opening, startOpening] = useTransition();

  useEffect(() => {
    // The username just stored by registration or e-mail verification, unless one was typed already.
    loadSession()
      .then(({ $session }) => {
        const stored = $session.get().username;
        const field = input('username');
        if (!stored || !field || field.value) return;
        field.value = stored;
        if (document.activeElement === document.body) input('password')?.focus();
      })
      .catch(() => undefined);
    return () => timer.stop();
  }, [timer]);
  // A press made before hydration goes out now, once (src/inline/press.ts).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form can send
  useEffect(() => window.takeEarlyPress?.(onSubmit), []);

  const input = (name: FieldName) => formRef.current?.elements.namedItem(name) as HTMLInputElement | null;
  const read = (name: FieldName) => input(name)?.value ?? '';

  const clearError = (name: FieldName) => {
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  /** Editing the username or password after step one starts over: the temporary token belongs to what was sent. */
  const restart = (name: FieldName) => {
    clearError(name);
    if (step) {
      setStep(null);
      timer.stop();
    }
  };

  async function sendCode(username: string, from: '' | 'resend', temporaryToken: string) {
    setSending(true);
    try {
      const api = await loadAuth();
      const answer = await api.resendOtp(username, from, temporaryToken);
      timer.start();
      notify(serverNotice(answer.message, t.codeSent), 'success');
    } catch (error) {
      notifyFailure(error);
    } finally {
      setSending(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const username = read('username').trim();
    const password = read('password');
    const problems: Problems<FieldName> = loginProblems({ username, password });
    if (step && !read('credential')) problems.credential = t.codeRequired(credentialLabel(step.authType));
    setErrors(problems);
    const first = (Object.keys(problems) as FieldName[])[0];
    if (first) {
      input(first)?.focus();
      return;
    }

    setBusy(true);
    let leaving = false;
    try {
      const api = await loadAuth();
      try {
        if (!step) {
          const answer = await api.preLogin({ username, password });
          if (!answer.token) {
            notify(text.errors.shape, 'error');
            return;
          }
          const authType = answer.auth_type || 'otp';
          setStep({ token: answer.token, authType });
          if (authType.toLowerCase() === 'otp') void sendCode(username, '', answer.token);
          return;
        }
        const answer = await api.login({ username, password, [step.authType]: read('credential') }, step.token);
        const { signIn } = await loadSession();
        signIn({
          username: answer.username || username,
          token: answer.token,
          auth_type: answer.auth_type || step.authType,
          email: answer.email ?? '',
        });
        leaving = true;
        // Back to the page the guard turned away, when it is a member page of this site.
        const { safeNext } = await import('../../lib/auth/next.ts');
        window.location.assign(safeNext(window.location.search, window.location.origin) ?? paths.dashboard);
      } catch (error) {
        if (!api.needsEmailVerification(error)) throw error;
        const { rememberUsername } = await loadSession();
        rememberUsername(username);
        leaving = true;
        window.location.assign(paths.verifyEmail);
      }
    } catch (error) {
      notifyFailure(error);
    } finally {
      if (!leaving) setBusy(false);
    }
  }

  const openForgot = () => startOpening(() => setForgotOpen(true));
  const preloadForgot = () => void loadForgot().catch(() => undefined);

  return (
    <>
      {/* method="dialog": a submit never navigates (no credentials in a URL); one made before the script has arrived is kept by src/inline/press.ts. */}
      <form
        ref={formRef}
        method="dialog"
        noValidate
        onSubmit={onSubmit}
        className="grid gap-4"
        aria-busy={busy || undefined}
      >
        <Field label={t.username} required error={errors.username}>
          <Input
            name="username"
            maxLength={MAX_LENGTH.username}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            onChange={() => restart('username')}
          />
        </Field>
        <Field label={t.password} required error={errors.password}>
          <PasswordInput
            name="password"
            maxLength={MAX_LENGTH.password}
            autoComplete="current-password"
            toggleLabel={t.showPassword}
            onChange={() => restart('password')}
          />
        </Field>
        {step ? (
          <CodeField
            authType={step.authType}
            error={errors.credential}
            onEdit={() => clearError('credential')}
            sending={sending}
            secondsLeft={secondsLeft}
            onResend={() => void sendCode(read('username').trim(), 'resend', step.token)}
          />
        ) : null}
        <Button type="submit" size="lg" loading={busy} className="w-full">
          {step ? t.signIn : t.verify}
        </Button>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <Button
            ref={forgotRef}
            type="button"
            variant="link"
            size="sm"
            className="px-0"
            loading={opening}
            onClick={openForgot}
            onPointerEnter={preloadForgot}
            onFocus={preloadForgot}
          >
            {t.forgotPassword}
          </Button>
          <span className="text-muted-foreground">
            {t.noAccount}{' '}
            <a
              href={paths.register}
              className="inline-block py-1 font-medium text-primary underline underline-offset-4"
            >
              {t.signup}
            </a>
          </span>
        </div>
      </form>
      <DialogSlot when={forgotOpen}>
        {() => (
          <Suspense fallback={null}>
            <ForgotPasswordDialog onClose={() => setForgotOpen(false)} fallbackFocus={() => forgotRef.current} />
          </Suspense>
        )}
      </DialogSlot>
    </>
  );
}
