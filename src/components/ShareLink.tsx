import { useId, useLayoutEffect, useRef, useState } from 'react';
import { shareUrl, SHARE_NETWORKS } from '../lib/dashboard/referral.ts';
import { copyText } from '../lib/clipboard.ts';
import { notify } from '../lib/toast/toasts.ts';
import * as text from '../lib/text.ts';
import { cn } from '../lib/cn.ts';
import { Button, buttonVariants } from './ui/button.tsx';
import { controlClasses } from './ui/input.tsx';
import { QrCode } from './QrCode.tsx';

export interface ShareLinkProps {
  /** The register link to hand on; null while it is not known yet (nothing to copy, share or draw). */
  link: string | null;
  /**
   * While `link` is null: finds it, for Copy, Share and the QR code to act on once it is known (null:
   * it could not be found, and they do nothing). Without it they are off while `link` is null.
   */
  resolve?: () => Promise<string | null>;
  /** What the empty field says while `link` is null. */
  placeholder?: string;
  /** What the link is ("Left referral link"): it names the buttons and the QR code for screen readers. */
  title: string;
  /** Id of the visible text that names the link field. */
  labelledBy: string;
}

const t = text.shareLink;

/**
 * A referral link to hand on: the link in a read-only field with Copy, the phone's share sheet where
 * there is one, the share pages of the networks, and a QR code drawn on demand.
 */
export function ShareLink({ link, title, labelledBy, resolve, placeholder }: ShareLinkProps) {
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [qrOpen, setQrOpen] = useState(false);
  const [qrFailed, setQrFailed] = useState(false);
  const canShare = typeof navigator.share === 'function';
  // The link changes when its leg's next free place arrives: if the member is in the field (selected to
  // copy by hand, as a failed copy leaves it), the new link is selected in place of the old.
  useLayoutEffect(() => {
    if (input.current && document.activeElement === input.current) input.current.select();
  }, [link]);

  // A link not known yet is never handed on: the press waits for it (or does nothing without it).
  const known = async () => link ?? (resolve ? await resolve() : null);
  const off = link === null && !resolve;

  const copy = async () => {
    const link = await known();
    if (!link) return;
    if (await copyText(link)) {
      notify(t.referralCopied, 'success');
      return;
    }
    input.current?.focus();
    input.current?.select();
    notify(t.copyFailed, 'error');
  };

  const share = async () => {
    const link = await known();
    if (!link) return;
    try {
      await navigator.share({ title, text: t.referralMessage, url: link });
    } catch {
      // Closing the share sheet is not an error worth a message.
    }
  };

  const toggleQr = async () => {
    if (qrOpen) return setQrOpen(false);
    if (await known()) setQrOpen(true);
  };

  return (
    <>
      <div className="flex flex-wrap items-start gap-2">
        {/* Wraps, so the whole link (its parent too) can be read and checked before it is copied. */}
        <textarea
          ref={input}
          readOnly
          value={link ?? ''}
          placeholder={link === null ? placeholder : undefined}
          dir="ltr"
          rows={2}
          spellCheck={false}
          aria-labelledby={labelledBy}
          onFocus={(event) => event.currentTarget.select()}
          className={cn(
            controlClasses,
            'min-h-10 min-w-0 flex-[1_1_14rem] resize-none px-3 py-2 font-mono text-sm break-all [field-sizing:content]',
          )}
        />
        <Button type="button" disabled={off} onClick={() => void copy()}>
          {text.common.copy}
          <span className="sr-only"> {title}</span>
        </Button>
      </div>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={`${t.share}: ${title}`}>
        {canShare ? (
          <li>
            <Button type="button" size="sm" variant="secondary" disabled={off} onClick={() => void share()}>
              {t.nativeShare}
              <span className="sr-only"> {title}</span>
            </Button>
          </li>
        ) : null}
        {SHARE_NETWORKS.map((network) => {
          const name = t.shareOn[network];
          const label = network === 'mail' ? t.mailVia(title) : t.shareVia(name, title);
          // A network's share page needs the link in its address: off until the link is known.
          if (link === null)
            return (
              <li key={network}>
                <Button type="button" size="sm" variant="outline" disabled aria-label={label}>
                  {name}
                </Button>
              </li>
            );
          const href = shareUrl(network, link, t.referralMessage);
          return (
            <li key={network}>
              <a
                href={href}
                {...(network === 'mail' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                aria-label={label}
                className={cn(buttonVariants({ variant: 'outline', size: 'sm' }))}
              >
                {name}
              </a>
            </li>
          );
        })}
        <li>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-expanded={qrOpen}
            aria-controls={`${id}-qr`}
            disabled={off}
            onClick={() => void toggleQr()}
          >
            {qrOpen ? t.hideQr : t.showQr}
            <span className="sr-only"> {title}</span>
          </Button>
        </li>
      </ul>
      <div id={`${id}-qr`} hidden={!qrOpen} className="mt-3">
        {qrOpen && link && !qrFailed ? (
          <QrCode value={link} label={t.qrLabel(title)} size={168} onError={() => setQrFailed(true)} />
        ) : null}
        {qrFailed && link ? (
          <p dir="ltr" className="text-sm text-muted-foreground">
            {link}
          </p>
        ) : null}
      </div>
    </>
  );
}
