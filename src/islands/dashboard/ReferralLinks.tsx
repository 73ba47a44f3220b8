import { useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../../lib/session/session.ts';
import { referralLink, shareUrl, SHARE_NETWORKS, type Side } from '../../lib/dashboard/referral.ts';
import { copyText } from '../../lib/clipboard.ts';
import { notify } from '../../lib/toast/toasts.ts';
import * as text from '../../lib/text.ts';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { QrCode } from '../../components/QrCode.tsx';
import { cn } from '../../lib/cn.ts';
import { island } from '../../components/IslandRoot.ts';

/** Left and right referral links with copy, share (networks and the phone's share sheet) and a QR code. */
function ReferralLinksContent() {
  const session = useStore($session);
  const username = session.username ?? '';
  if (!username) return null;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <LinkCard side="L" title={text.dashboard.leftLink} username={username} />
      <LinkCard side="R" title={text.dashboard.rightLink} username={username} />
    </div>
  );
}

function LinkCard({ side, title, username }: { side: Side; title: string; username: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [qrOpen, setQrOpen] = useState(false);
  const [qrFailed, setQrFailed] = useState(false);
  const link = referralLink(window.location.origin, username, side);
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    if (await copyText(link)) {
      notify(text.dashboard.referralCopied, 'success');
      return;
    }
    input.current?.focus();
    input.current?.select();
    notify(text.dashboard.copyFailed, 'error');
  };

  const share = async () => {
    try {
      await navigator.share({ title, text: text.dashboard.referralMessage, url: link });
    } catch {
      // Closing the share sheet is not an error worth a message.
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 rounded-lg border border-border bg-card p-4 shadow-sm">
      <h2 id={`${id}-title`} className="mb-2 text-base font-semibold">
        {title}
      </h2>
      <div className="flex gap-2">
        <Input
          ref={input}
          readOnly
          value={link}
          aria-labelledby={`${id}-title`}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-sm"
        />
        <Button type="button" onClick={() => void copy()}>
          {text.common.copy}
          <span className="sr-only"> {title}</span>
        </Button>
      </div>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={`${text.dashboard.share}: ${title}`}>
        {canShare ? (
          <li>
            <Button type="button" size="sm" variant="secondary" onClick={() => void share()}>
              {text.dashboard.nativeShare}
              <span className="sr-only"> {title}</span>
            </Button>
          </li>
        ) : null}
        {SHARE_NETWORKS.map((network) => {
          const name = text.dashboard.shareOn[network];
          const href = shareUrl(network, link, text.dashboard.referralMessage);
          return (
            <li key={network}>
              <a
                href={href}
                {...(network === 'mail' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                aria-label={network === 'mail' ? text.dashboard.mailVia(title) : text.dashboard.shareVia(name, title)}
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
            onClick={() => setQrOpen((open) => !open)}
          >
            {qrOpen ? text.dashboard.hideQr : text.dashboard.showQr}
            <span className="sr-only"> {title}</span>
          </Button>
        </li>
      </ul>
      <div id={`${id}-qr`} hidden={!qrOpen} className="mt-3">
        {qrOpen && !qrFailed ? (
          <QrCode value={link} label={text.dashboard.qrLabel(title)} size={168} onError={() => setQrFailed(true)} />
        ) : null}
        {qrFailed ? <p className="text-sm text-muted-foreground">{link}</p> : null}
      </div>
    </section>
  );
}

export const ReferralLinks = island(ReferralLinksContent);
