import { useEffect, useState } from 'react';
import { runAdClock } from '../../lib/tasks/reward.ts';
import { safeWebUrl } from '../../lib/tasks/url.ts';
import { getTodayTasks } from '../../lib/tasks/api.ts';
import { loadFailure } from '../../lib/api/load-failure.ts';
import { AD_SECONDS } from '../../lib/tasks/schema.ts';
import * as text from '../../lib/text.ts';
import { island } from '../../components/IslandRoot.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';

/** How long the frame may take before the hint to open the page directly appears. */
const SLOW_FRAME_MS = 8000;

function readId(): number | null {
  const id = Number.parseInt(new URLSearchParams(window.location.search).get('id') ?? '', 10);
  return Number.isFinite(id) && id > 0 ? id : null;
}

interface TaskLink {
  url: URL | null;
  /** 'notToday': no task of today has this ad; 'notWeb': its link is no web page; 'failed': no answer. */
  state: 'loading' | 'ready' | 'notToday' | 'notWeb' | 'failed';
  message?: string;
}

/**
 * The page to frame: the link of today's task whose ad is `id`, from the task answer. Never an address
 * from the query, which anyone can write into a link (`next=/user/viewAds?url=…` after sign-in would
 * frame any site inside the portal). No url when no task of today has that ad or its link is no web
 * page, and the state says which: the member's next step differs (the task list, or the operator).
 */
function useTaskLink(id: number | null): TaskLink {
  const [found, setFound] = useState<TaskLink>({ url: null, state: id === null ? 'notToday' : 'loading' });
  useEffect(() => {
    if (id === null) return;
    let live = true;
    getTodayTasks().then(
      (answer) => {
        const task = answer.data.find((row) => row.details_id === id);
        const url = safeWebUrl(task?.link ?? null);
        if (live) setFound({ url, state: !task ? 'notToday' : url ? 'ready' : 'notWeb' });
      },
      (error: unknown) => {
        const failure = loadFailure(error);
        if (live) setFound({ url: null, state: 'failed', message: failure?.message });
      },
    );
    return () => {
      live = false;
    };
  }, [id]);
  return found;
}

/**
 * The ad player in its pop-up: the task's page in a frame, a direct link below it (a site may refuse
 * to be framed, which cannot be detected from here), and the 15-second countdown that runs only while
 * this window is visible and reports to the opener.
 */
function AdPlayerContent() {
  const [id] = useState(readId);
  const { url, state, message } = useTaskLink(id);
  const [left, setLeft] = useState(AD_SECONDS);
  const [visible, setVisible] = useState(true);
  const [loaded, setLoaded] = useState(false);
  const [slow, setSlow] = useState(false);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (!url || id === null) return;
    return runAdClock(id, (seconds, isVisible) => {
      setLeft(seconds);
      setVisible(isVisible);
    });
  }, [url, id]);

  useEffect(() => {
    if (!url) return;
    const timer = window.setTimeout(() => setSlow(true), SLOW_FRAME_MS);
    // The page's own policy refusing the frame (e.g. a plain http address) is the one refusal we can see.
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective === 'frame-src' || event.violatedDirective.startsWith('frame-src')) setRefused(true);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('securitypolicyviolation', onViolation);
    };
  }, [url]);

  if (state === 'loading') return <AdPlayerSkeleton />;
  if (!url || id === null) {
    const why =
      state === 'failed'
        ? (message ?? text.tasks.adInvalid)
        : state === 'notToday'
          ? text.tasks.adNotToday
          : text.tasks.adInvalid;
    return (
      <p role="alert" className="rounded-md border border-destructive bg-card p-4 text-destructive">
        {why}
      </p>
    );
  }

  return (
    <div className="grid gap-3">
      <p role="timer" aria-live="off" className="rounded-md bg-muted px-3 py-2 text-sm font-medium">
        {left === 0 ? text.tasks.adDone : visible ? text.tasks.adCountdown(left) : text.tasks.adPaused(left)}
      </p>
      <p role="status" className="sr-only">
        {left === 0 ? text.tasks.adDone : ''}
      </p>
      {refused ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {text.tasks.adBlockedByPolicy}
        </p>
      ) : (
        <iframe
          title={text.tasks.adFrame}
          src={url.href}
          // Scripts may run inside the ad, but it can neither navigate this window nor reach the portal.
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          onLoad={() => setLoaded(true)}
          className="h-[70dvh] w-full rounded-md border border-border bg-white"
        />
      )}
      <p className="text-sm text-muted-foreground">{text.tasks.adRefused}</p>
      {slow && !loaded && !refused ? (
        <p role="status" className="text-sm font-medium">
          {text.tasks.adSlow}
        </p>
      ) : null}
      <p>
        <a
          href={url.href}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all text-primary underline underline-offset-2"
        >
          {text.tasks.adDirect}
        </a>
        <span className="block break-all text-xs text-muted-foreground">{url.href}</span>
      </p>
    </div>
  );
}

export const AdPlayer = island(AdPlayerContent);

/** The player's shape until the task's link is known: the page's first paint, and the island's own. */
export function AdPlayerSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only">{text.common.loading}</span>
      <Skeleton className="h-9" />
      <Skeleton className="h-[70dvh]" />
    </div>
  );
}
