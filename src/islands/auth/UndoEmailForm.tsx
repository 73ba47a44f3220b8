import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { isApiError } from '../../lib/api/errors.ts';
import { notifyFailure } from '../../lib/api/notify-failure.ts';
import { cn } from '../../lib/cn.ts';
import * as text from '../../lib/text.ts';

const t = text.undoEmail;
// The button's words are long in some languages: they wrap on a narrow phone rather than overflow.
const WRAP = 'h-auto min-h-11 w-full py-2 text-center whitespace-normal';

// Asked for as this module runs, so a press finds the call ready; the call itself waits for the press.
const loadApi = () => import('../../lib/profile/api.ts');
if (typeof window !== 'undefined') void loadApi().catch(() => undefined);

/** The token of the link in the notice (none when the link was cut short). */
const linkToken = (): string => new URLSearchParams(window.location.search).get('token')?.trim() ?? '';

export interface UndoEmailFormProps {
  /** Where the member signs in (and finds "Forgot password"). */
  loginPath: string;
}

/**
 * The link in the notice of an e-mail change: one button that puts the old address back and signs out
 * every session. Nothing is sent as the page opens, since mail scanners open links; only a press sends
 * the token. The answer (done, or the link already used or expired) replaces the button, with the way
 * to sign in.
 */
export function UndoEmailForm({ loginPath }: UndoEmailFormProps) {
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ done: boolean; message: string } | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  // The page is static: whether the link has its token is known only in the browser.
  useEffect(() => setMissing(!linkToken()), []);
  // A press made before hydration goes out now, once (src/inline/press.ts).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form can send
  useEffect(() => window.takeEarlyPress?.(onSubmit), []);
  // The button is gone: focus moves to what took its place, so it is read and Tab reaches the link next.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const token = linkToken();
    if (!token) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      const api = await loadApi();
      setOutcome({ done: true, message: await api.undoEmail(token) });
    } catch (failure) {
      // A refusal is final (the link expired or was used); anything else may pass on another press.
      if (isApiError(failure) && failure.kind === 'rejected')
        setOutcome({ done: false, message: failure.firstMessage });
      else notifyFailure(failure);
    } finally {
      setBusy(false);
    }
  }

  const signIn = (
    <a href={loginPath} className={cn(buttonVariants({ size: 'lg' }), WRAP)}>
      {t.signIn}
    </a>
  );

  if (outcome)
    return (
      <div className="grid gap-4">
        <p
          ref={outcomeRef}
          tabIndex={-1}
          className={cn('outline-none', outcome.done ? 'font-medium' : 'font-medium text-destructive')}
        >
          {outcome.message}
        </p>
        {outcome.done ? (
          <p className="text-sm text-muted-foreground">{t.resetHint(text.signIn.forgotPassword)}</p>
        ) : null}
        {signIn}
      </div>
    );

  if (missing)
    return (
      <div className="grid gap-4">
        <p>{t.incomplete}</p>
        {signIn}
      </div>
    );

  return (
    <form method="dialog" noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy || undefined}>
      <p className="text-sm text-muted-foreground">{t.explain}</p>
      <Button type="submit" size="lg" loading={busy} className={WRAP}>
        {t.restore}
      </Button>
    </form>
  );
}
