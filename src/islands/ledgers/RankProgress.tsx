import { useId } from 'react';
import { readRankTargets } from '../../lib/ledgers/api.ts';
import { nextRank, rankProgress, type RankProgressFigures } from '../../lib/ledgers/rank-progress.ts';
import type { Side } from '../../lib/team/legs.ts';
import { loadPlan } from '../../lib/session/plan.ts';
import { dateDMY, money } from '../../lib/format/format.ts';
import { paths } from '../../lib/paths.ts';
import * as text from '../../lib/text.ts';
import { cn } from '../../lib/cn.ts';
import { FailureWords, LoadError } from '../../components/LoadError.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { island } from '../../components/IslandRoot.ts';

const t = text.rankDetails;

/** The ranks of the rank list against the member's one figure, and whether the binary plan is on (for the leg's link). */
async function loadProgress(): Promise<{ progress: RankProgressFigures | null; binary: boolean }> {
  const [answer, binary] = await Promise.all([
    readRankTargets(),
    loadPlan()
      .then((plan) => Boolean(plan.binary))
      // The link adds to the figures; without the plan's flag the ranks still show.
      .catch(() => false),
  ]);
  return { progress: rankProgress(answer.rows, answer.business), binary };
}

/** The next free place of a leg in the Matching Team tree (the tree finds and focuses it). */
export const nextFreePlaceHref = (side: Side) => `${paths.binaryTeam}?free=${side}`;

const sideWord = (side: Side) => t.leg[side];

/**
 * Rank Details' progress: the member's matching business once (the figure ranks are reached by, with
 * the leg and the period it counts), then each rank of the rank list with its target, the percentage
 * reached as a bar and text, and "$X to go" for the next rank not reached; with the binary plan a link
 * to the weaker leg's next free place. The bars are for the eye only: the same facts are the text.
 * Without the backend's figure and targets (extensions) nothing shows.
 */
function RankProgressContent() {
  const titleId = useId();
  const { data, error, loading, reload } = useLoad(loadProgress);

  if (error)
    return (
      <LoadError
        message={
          <>
            {t.loadFailed} <FailureWords error={error} />
          </>
        }
        onRetry={reload}
        retrying={loading}
      />
    );
  // Nothing until the figures are in (the card sits below the rank list, which would push a placeholder
  // down as its rows arrive), nor without them.
  if (!data?.progress) return null;
  const { business, steps } = data.progress;
  const next = nextRank(steps);
  const leg = sideWord(business.leg);

  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
      <h2 id={titleId} className="text-base font-semibold">
        {t.title}
      </h2>
      <div className="grid gap-1">
        <p className="text-sm font-semibold tabular-nums">{t.business(money(business.amount))}</p>
        <p className="text-sm text-muted-foreground">
          {business.since ? t.countedSince(leg, dateDMY(business.since)) : t.counted(leg)}
        </p>
      </div>
      <ul className="grid gap-3">
        {steps.map((step, index) => (
          <li key={`${step.name}-${index}`} className="grid gap-1">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-medium" lang="en">
                {step.name}
              </span>
              <span className="tabular-nums" dir="ltr">
                {t.target(money(step.target), step.percent)}
              </span>
            </p>
            <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
              <div
                className={cn('h-full rounded-full', step.reached ? 'bg-success' : 'bg-primary')}
                style={{ width: `${step.percent}%` }}
              />
            </div>
            <p className="text-sm text-muted-foreground">
              {step.reached ? (
                t.reached
              ) : step === next ? (
                <strong className="text-foreground">{t.toGo(money(step.toGo))}</strong>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
      {!next ? <p className="text-sm">{t.allReached}</p> : null}
      {data.binary ? (
        <p className="text-sm">
          <a
            href={nextFreePlaceHref(business.leg)}
            className="inline-block py-1 font-medium text-primary underline underline-offset-4"
          >
            {t.nextFreePlace(leg)}
          </a>
        </p>
      ) : null}
    </section>
  );
}

export const RankProgress = island(RankProgressContent);
