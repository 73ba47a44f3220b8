import { useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { OtpRequestLink } from '../../components/OtpRequestLink.tsx';
import { Pager } from '../../components/Pager.tsx';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge.tsx';
import { asApiError, useLoad } from '../../components/useLoad.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { pageUrl } from '../../lib/api/client.ts';
import { digits } from '../../lib/format/filters.ts';
import { dateSlashDMY, money } from '../../lib/format/format.ts';
import { cancelSubscription, listSubscriptions, requestOtp } from '../../lib/packages/api.ts';
import type { Subscription } from '../../lib/packages/schema.ts';
import { $session } from '../../lib/session/session.ts';
import { notify } from '../../lib/toast/toasts.ts';
import { text } from '../../lib/text.ts';

const t = text.subscriptions;
const col = t.columns;

const STATUS_TONES: Record<number, StatusTone> = { 0: 'neutral', 1: 'success', 2: 'danger', 3: 'warning', 4: 'info' };
/** Code lengths by auth type (otp 4, authenticator 6, MPIN 4). */
const CODE_LENGTH: Record<string, number> = { otp: 4, authenticator: 6, mpin: 4 };

function messageOf(answer: { msg?: unknown; message?: unknown }): string {
  if (typeof answer.msg === 'string' && answer.msg) return answer.msg;
  if (typeof answer.message === 'string' && answer.message) return answer.message;
  return '';
}

/** 'Verify Your Account': the reason and the member's code (MPIN, OTP or authenticator code per the session). */
function CancelDialog({ subscription, onClose, onDone }: { subscription: Subscription | null; onClose: () => void; onDone: () => void }) {
  const session = useStore($session);
  const authType = session.auth_type || 'otp';
  const codeLabel = t.codeLabel[authType] ?? authType.toUpperCase();
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; code?: string }>({});
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  const reset = () => {
    setReason('');
    setCode('');
    setErrors({});
  };

  const close = () => {
    if (inFlight.current) return;
    reset();
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!subscription || inFlight.current) return;
    const found = { reason: reason.trim() ? undefined : text.common.required, code: code ? undefined : text.common.required };
    setErrors(found);
    if (found.reason || found.code) return;
    inFlight.current = true;
    setSending(true);
    try {
      const answer = await cancelSubscription(subscription.id, { reason: reason.trim(), [authType]: code });
      notify(messageOf(answer) || t.cancelled, 'success');
      inFlight.current = false;
      reset();
      onDone();
    } catch (failure) {
      const apiError = asApiError(failure);
      if (apiError.kind !== 'unauthorized') notify(apiError.firstMessage, 'error');
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const sendOtp = async () => {
    try {
      const answer = await requestOtp(session.username ?? '');
      const message = messageOf(answer);
      if (message) notify(message, 'success');
      return true;
    } catch (failure) {
      const apiError = asApiError(failure);
      if (apiError.kind !== 'unauthorized') notify(apiError.firstMessage, 'error');
      return false;
    }
  };

  return (
    <Dialog open={subscription !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t.verifyAccount}</DialogTitle>
            <DialogDescription>{subscription ? `${subscription.package} · ${money(subscription.amount_paid)}` : null}</DialogDescription>
          </DialogHeader>
          <Field label={t.reason} required error={errors.reason}>
            <Input
              value={reason}
              maxLength={500}
              onChange={(event) => {
                setReason(event.target.value);
                if (errors.reason) setErrors((previous) => ({ ...previous, reason: undefined }));
              }}
            />
          </Field>
          <div className="grid gap-1">
            <Field label={codeLabel} required error={errors.code}>
              <Input
                value={code}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={CODE_LENGTH[authType] ?? 8}
                onChange={(event) => {
                  setCode(digits(event.target.value));
                  if (errors.code) setErrors((previous) => ({ ...previous, code: undefined }));
                }}
              />
            </Field>
            {authType === 'otp' ? <OtpRequestLink onRequest={sendOtp} label={t.requestOtp} waitText={text.withdraw.resendAfter} /> : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={sending}>
              {text.common.close}
            </Button>
            <Button type="submit" loading={sending}>
              {t.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Subscription History: the cancellation fees card, the paged list (GET subscriptions — the spec
 * does not show this load's path) and the cancel request.
 */
export function SubscriptionHistory() {
  const session = useStore($session);
  const { data, error, loading, go, reload } = useLoad(listSubscriptions);
  const [cancelling, setCancelling] = useState<Subscription | null>(null);

  const columns: Column<Subscription>[] = [
    { id: 'username', header: col.username, cell: (row) => row.username },
    { id: 'doneBy', header: col.doneBy, cell: (row) => row.subs_admin || row.s_done_by || text.common.dash },
    { id: 'package', header: col.package, cell: (row) => row.package },
    { id: 'price', header: col.price, cell: (row) => money(row.price) },
    { id: 'paid', header: col.amountPaid, cell: (row) => money(row.amount_paid) },
    { id: 'pti', header: col.maxPti, cell: (row) => money(row.roi_percentage || 0) },
    { id: 'date', header: col.activationDate, cell: (row) => dateSlashDMY(row.created_at) },
    {
      id: 'status',
      header: col.status,
      cell: (row) => <StatusBadge tone={STATUS_TONES[row.status] ?? 'neutral'} label={t.status[row.status] ?? String(row.status)} />,
    },
    {
      id: 'action',
      header: col.action,
      cell: (row) =>
        row.status === 1 && row.username.toLowerCase() === (session.username ?? '').toLowerCase() ? (
          <Button type="button" variant="outline" size="sm" aria-label={t.cancelNamed(row.package)} onClick={() => setCancelling(row)}>
            {t.cancel}
          </Button>
        ) : (
          text.common.dash
        ),
    },
  ];

  if (!data) {
    if (error) {
      return (
        <LoadError
          onRetry={reload}
          message={
            <>
              <strong className="font-semibold">{t.loadFailed}</strong> {error.firstMessage}
            </>
          }
        />
      );
    }
    return (
      <Card className="p-4 sm:p-6">
        <Spinner label={text.common.loading} className="mb-3" />
        <div className="grid gap-2">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-9" />
          ))}
        </div>
      </Card>
    );
  }

  const page = data.data;
  const template = page.next_page_url ?? page.prev_page_url;
  const withFees = data.cancel_data.filter((entry) => entry.fees.length > 0);

  return (
    <div className="grid min-w-0 gap-4">
      {withFees.map((entry, index) => (
        <Card key={`${entry.cancel_package}-${index}`} className="border-warning/60">
          <CardHeader className="pb-3 sm:pb-3">
            <CardTitle className="text-base">{t.cancelHeading(entry.cancel_package)}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid list-disc gap-1 pl-5 text-sm">
              {entry.fees.map((fee, feeIndex) => (
                <li key={feeIndex}>{fee}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
      <Card>
        <CardContent className="grid gap-4 pt-4 sm:pt-6">
          {error ? <LoadError onRetry={reload} retrying={loading} message={error.firstMessage} /> : null}
          <DataTable
            columns={columns}
            rows={page.data}
            rowKey={(row) => String(row.id)}
            empty={text.common.noData}
            label={t.tableLabel}
            busy={loading}
          />
          {template ? <Pager page={page} onPage={(n) => go(pageUrl(template, n))} /> : null}
        </CardContent>
      </Card>
      <CancelDialog subscription={cancelling} onClose={() => setCancelling(null)} onDone={() => {
        setCancelling(null);
        reload();
      }} />
    </div>
  );
}
