import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { readRankTargets } from '../../lib/ledgers/api.ts';
import { nextRank, rankSteps, type RankStep } from '../../lib/ledgers/rank-progress.ts';
import { getBinaryDetails } from '../../lib/team/api.ts';
import { weakerLeg, type Side } from '../../lib/team/legs.ts';
import { $session } from '../../lib/session/session.ts';
import { loadPlan } from '../../lib/session/plan.ts';
import { money } from '../../lib/format/format.ts';
import { paths } from '../../lib/paths.ts';
import * as text from '../../lib/text.ts';
import { cn } from '../../lib/cn.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { island } from '../../components/IslandRoot.ts';

const t = text.rankDetails;

interface Legs {
  weaker: Side;
  business: number;
  other: number;
}

/** The ranks' steps, and with the binary plan the member's legs (their business), read together. */
async function loadProgress(username: string): Promise<{ steps: RankStep[]; legs: Legs | null }> {
  const [answer, legs] = await Promise.all([
    readRankTargets(),
    loadPlan()
      .then(async (plan) => {
        if (!plan.binary || !username) return null;
        const { data } = await getBinaryDetails(username);
        const weaker = weakerLeg(data);
        const [business, other] =
          weaker === 'L' ? [data.left_business, data.right_business] : [data.right_business, data.left_business];
        return { weaker, business, other };
      })
      // The legs add to the figures; without them the ranks still show.
      .catch(() => null),
  ]);
  return { steps: rankSteps(Array.isArray(answer.data) ? answer.data : answer.data.data), legs };
}

/** The next free place of a leg in the Matching Team tree (the tree finds and focuses it). */
export const nextFreePlaceHref = (side: Side) => `${paths.binaryTeam}?free=${side}`;

const sideWord = (side: Side) => t.leg[side];

/**
 * Rank Details' progress: each rank's business (`current_cp`) against its target (`cp_required`) as a
 * bar with the amount and percentage, "$X to go" for the next rank not reached, and with the binary
 * plan the weaker leg with a link to its next free place. The bars are drawn for the eye only: the
 * same facts are the text beside them.
 */
function RankProgressContent() {
  const { username = '' } = useStore($session);
  const titleId = useId();
  const { data, error, loading, reload } = useLoad(() => loadProgress(username));

  if (error) return <LoadError message={`${t.loadFailed} ${error.firstMessage}`} onRetry={reload} retrying={loading} />;
  // Nothing until the figures are in (the card sits below the rank list, which would push a placeholder
  // down as its rows arrive), nor without ranks.
  if (!data?.steps.length) return null;
  const next = nextRank(data.steps);

  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
      <h2 id={titleId} className="text-base font-semibold">
        {t.title}
      </h2>
      <ul className="grid gap-3">
        {data.steps.map((step, index) => (
          <li key={`${step.name}-${index}`} className="grid gap-1">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-medium">{step.name}</span>
              <span className="tabular-nums" dir="ltr">
                {t.of(money(step.current), money(step.target), step.percent)}
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
      {data.legs ? (
        <p className="text-sm">
          {t.weakerLeg(sideWord(data.legs.weaker), money(data.legs.business), money(data.legs.other))}{' '}
          <a
            href={nextFreePlaceHref(data.legs.weaker)}
            className="inline-block py-1 font-medium text-primary underline underline-offset-4"
          >
            {t.nextFreePlace(sideWord(data.legs.weaker))}
          </a>
        </p>
      ) : null}
    </section>
  );
}

export const RankProgress = island(RankProgressContent);
