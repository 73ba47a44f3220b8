import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/PasswordInput.tsx';
import { notifyFailure } from '../../lib/api/notify-failure.ts';
import { forgetPassword, resendOtp } from '../../lib/auth/api.ts';
import type { Problems } from '../../lib/auth/login-rules.ts';
import { digits, lettersAndDigits } from '../../lib/format/filters.ts';
import * as text from '../../lib/text.ts';
import { notify } from '../../lib/toast/toasts.ts';
import { MAX_LENGTH } from '../../lib/api/limits.ts';
import { serverNotice } from '../../lib/lang.ts';

const t = { ...text.auth, ...text.signIn };

type FieldName = 'username' | 'otp' | 'newpassword';

export interface ForgotPasswordDialogProps {
  /** Rendered in a DialogSlot, so it opens empty next time. */
  onClose: () => void;
  /** The control focus returns to on close (the opener was busy, so focus had left it as this opened). */
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * Forgot password: the code is requested when the username field is left (only when a username was
 * typed); then the username is locked and the code and new-password fields appear. Loaded on demand
 * by the login form, so it costs nothing on the first paint of /login.
 */
export function ForgotPasswordDialog({ onClose, fallbackFocus }: ForgotPasswordDialogProps) {
  const [username, setUsername] = useState('');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Problems<FieldName>>({});
  // Set by a pointer press on Close or by Escape: leaving the field then is not a request for a code.
  const dismissing = useRef(false);

  const clearError = (name: FieldName) => {
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  async function requestCode() {
    const name = username.trim();
    if (!name || sent || sending) return;
    setSending(true);
    try {
      const answer = await resendOtp(name, '');
      setSent(true);
      notify(serverNotice(answer.message, t.codeSent), 'success');
    } catch (error) {
      notifyFailure(error);
    } finally {
      setSending(false);
    }
  }

  function onUsernameBlur() {
    // Leaving by keyboard (Tab, even onto Close) asks for the code; a pointer press on Close does not.
    if (dismissing.current) return;
    void requestCode();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (saving) return;
    const problems: Problems<FieldName> = {};
    if (!username.trim()) problems.username = t.usernameRequired;
    if (sent) {
      if (!otp) problems.otp = t.otpRequired;
      else if (otp.length !== 4) problems.otp = t.otpFormat;
      // The spec: 'new password free text'; only an empty one is refused.
      if (!password) problems.newpassword = t.newPasswordRequired;
    }
    setErrors(problems);
    const first = (Object.keys(problems) as FieldName[])[0];
    if (first) {
      (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    if (!sent) {
      await requestCode();
      return;
    }
    setSaving(true);
    try {
      const answer = await forgetPassword({ username: username.trim(), otp, newpassword: password });
      notify(serverNotice(answer.message, t.passwordChanged), 'success');
      onClose();
    } catch (error) {
      notifyFailure(error);
      setSaving(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        hideClose
        fallbackFocus={fallbackFocus}
        onEscapeKeyDown={() => {
          dismissing.current = true;
        }}
      >
        <DialogHeader>
          <DialogTitle>{t.forgotPassword}</DialogTitle>
          <DialogDescription>{t.forgotHint}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <Field label={t.username} required error={errors.username} hint={sending ? t.sendingCode : undefined}>
            <Input
              name="username"
              maxLength={MAX_LENGTH.username}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              readOnly={sent}
              onChange={(event) => {
                setUsername(lettersAndDigits(event.currentTarget.value));
                clearError('username');
              }}
              onFocus={() => {
                // A press on Close that did not close the dialog is forgotten once the field is entered again.
                dismissing.current = false;
              }}
              onBlur={onUsernameBlur}
            />
          </Field>
          {sent ? (
            <>
              <Field label={t.otp} required error={errors.otp}>
                <Input
                  name="otp"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="one-time-code"
                  maxLength={4}
                  value={otp}
                  onChange={(event) => {
                    setOtp(digits(event.currentTarget.value));
                    clearError('otp');
                  }}
                />
              </Field>
              <Field label={t.newPassword} required error={errors.newpassword}>
                <PasswordInput
                  name="newpassword"
                  maxLength={MAX_LENGTH.password}
                  autoComplete="new-password"
                  toggleLabel={t.showPassword}
                  value={password}
                  onChange={(event) => {
                    setPassword(event.currentTarget.value);
                    clearError('newpassword');
                  }}
                />
              </Field>
            </>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button
                type="button"
                variant="outline"
                onPointerDown={() => {
                  dismissing.current = true;
                }}
              >
                {text.common.close}
              </Button>
            </DialogClose>
            <Button type="submit" loading={saving || sending}>
              {text.common.saveChanges}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
