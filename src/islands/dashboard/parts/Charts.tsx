/**
 * The dashboard charts, drawn by DashboardCharts once wanted: income by kind and the income limit from
 * the answer of GET dashboard the stat cards already have, the two legs (GET binary-details/{me}, with
 * the binary plan on) and the team by level (GET user-team-details).
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import {
  CHART_BOX,
  CHART_HEIGHT,
  type ChartBox,
  incomeParts,
  labelStep,
  legsOf,
  levelsShown,
  limitProgress,
  share,
  shorten,
  teamLevels,
  type TeamLevel,
} from '../../../lib/dashboard/charts.ts';
import type { DashboardData } from '../../../lib/dashboard/schema.ts';
import { loadDashboard } from '../../../lib/dashboard/store.ts';
import { money, numberOrText } from '../../../lib/format/format.ts';
import { paths } from '../../../lib/paths.ts';
import { getDownline } from '../../../lib/ledgers/api.ts';
import { $plan, loadPlan } from '../../../lib/session/plan.ts';
import { $session } from '../../../lib/session/session.ts';
import { sharedBinaryDetails } from '../../../lib/team/api.ts';
import * as text from '../../../lib/text.ts';
import { FailureWords, LoadError } from '../../../components/LoadError.tsx';
import { useLoad } from '../../../components/useLoad.ts';
import { BarRows, Columns } from './bars.tsx';
import { ChartCard } from './ChartCard.tsx';
import { NumbersTable } from './NumbersTable.tsx';

const t = text.dashboard.charts;
const labels = text.dashboard.labels;

const Empty = ({ children }: { children: string }) => <p className="text-sm text-muted-foreground">{children}</p>;

function IncomeChart({ data }: { data: DashboardData }) {
  const parts = incomeParts(data);
  const max = Math.max(...parts.map((part) => part.value));
  const top = parts.find((part) => part.value === max);
  const rows = parts.map((part) => ({
    name: labels[part.kind],
    value: money(part.value),
    share: share(part.value, max),
  }));
  return (
    <ChartCard
      title={t.income}
      box={CHART_BOX.income}
      numbers={
        <NumbersTable label={t.income} head={[t.kind, t.amount]} rows={rows.map((row) => [row.name, row.value])} />
      }
    >
      <BarRows
        label={max > 0 && top ? t.incomeSummary(labels[top.kind], money(top.value)) : t.noIncome}
        rows={rows}
        rowHeight={CHART_HEIGHT.row}
      />
    </ChartCard>
  );
}

function LimitChart({ data }: { data: DashboardData }) {
  const progress = limitProgress(data);
  if (!progress)
    return (
      <ChartCard title={t.limit} box={CHART_BOX.limit}>
        <Empty>{t.noLimit}</Empty>
      </ChartCard>
    );
  const rows = [
    {
      name: labels.total_income,
      value: t.ofLimit(money(progress.total), progress.totalPercent),
      share: progress.totalShare,
    },
    {
      name: labels.paid_income,
      value: t.ofLimit(money(progress.paid), progress.paidPercent),
      share: progress.paidShare,
    },
    { name: labels.income_limit, value: money(progress.limit), share: 1 },
  ];
  return (
    <ChartCard
      title={t.limit}
      box={CHART_BOX.limit}
      numbers={
        <NumbersTable
          label={t.limit}
          head={[t.figure, t.amount, t.share]}
          rows={[
            [labels.total_income, money(progress.total), `${progress.totalPercent}%`],
            [labels.paid_income, money(progress.paid), `${progress.paidPercent}%`],
            [labels.income_limit, money(progress.limit), '100%'],
          ]}
        />
      }
    >
      <BarRows
        label={t.limitSummary(money(progress.total), money(progress.limit), progress.totalPercent)}
        rows={rows}
        rowHeight={CHART_HEIGHT.row}
      />
      <p className="mt-1 text-sm text-muted-foreground">{t.leftBeforeLimit(money(progress.left))}</p>
    </ChartCard>
  );
}

async function readLegs(username: string) {
  const answer = await sharedBinaryDetails(username);
  return legsOf(answer.data);
}

function LegsChart({ username }: { username: string }) {
  const { data: legs, error, loading, reload } = useLoad(() => readLegs(username));
  if (!legs)
    return (
      <ChartCard title={t.legs} box={CHART_BOX.legs}>
        {error ? (
          <LoadError
            className="self-start"
            message={
              <>
                {t.legsFailed} <FailureWords error={error} />
              </>
            }
            onRetry={reload}
            retrying={loading}
          />
        ) : null}
      </ChartCard>
    );
  const sides = [
    { leg: t.leftLeg, ...legs.left },
    { leg: t.rightLeg, ...legs.right },
  ];
  // The reference server counts each leg's members; a backend that does not leaves the column out.
  const counted = sides.every((side) => side.members !== null);
  return (
    <ChartCard
      title={t.legs}
      box={CHART_BOX.legs}
      numbers={
        <NumbersTable
          label={t.legs}
          head={counted ? [t.leg, t.firstMember, t.members, t.business] : [t.leg, t.firstMember, t.business]}
          rows={[
            ...sides.map((side) => [
              side.leg,
              side.head ?? t.nobody,
              ...(counted ? [numberOrText(side.members ?? 0)] : []),
              money(side.business),
            ]),
            [t.matching, '', ...(counted ? [''] : []), money(legs.matching)],
          ]}
        />
      }
    >
      <BarRows
        label={t.legSummary(money(legs.left.business), money(legs.right.business))}
        rows={sides.map((side) => ({
          name:
            side.members === null
              ? t.legHead(side.leg, side.head && shorten(side.head))
              : `${t.legHead(side.leg, side.head && shorten(side.head))} · ${t.legMembers(numberOrText(side.members))}`,
          value: money(side.business),
          share: share(side.business, legs.max),
        }))}
        rowHeight={CHART_HEIGHT.row}
      />
      <p className="mt-1 text-sm text-muted-foreground">
        {t.matching}:{' '}
        <span dir="ltr" className="font-semibold text-foreground">
          {money(legs.matching)}
        </span>
      </p>
    </ChartCard>
  );
}

async function readLevels() {
  const answer = await getDownline();
  return teamLevels(answer.downlineDetails);
}

/**
 * One measure of the levels as columns (the drawn ones, scaled to the largest of every level), with the
 * level it peaks at written above.
 */
function LevelColumns({
  levels,
  drawn,
  what,
  pick,
  show,
}: {
  levels: TeamLevel[];
  drawn: TeamLevel[];
  what: string;
  pick: (level: TeamLevel) => number;
  show: (value: number) => string;
}) {
  const max = Math.max(...levels.map(pick));
  const top = levels.find((level) => pick(level) === max)!;
  const caption = t.largestAt(what, show(max), top.level);
  const part = drawn.length < levels.length;
  return (
    <div>
      <p aria-hidden="true" className="mb-1 truncate text-xs text-muted-foreground">
        {caption}
      </p>
      <Columns
        label={part ? `${caption}. ${t.levelsDrawn(drawn.length, levels.length)}` : caption}
        columns={drawn.map((level) => ({ name: level.level, share: share(pick(level), max) }))}
        height={part ? CHART_HEIGHT.columnsAbovePart : CHART_HEIGHT.columns}
        step={labelStep(drawn.length)}
      />
    </div>
  );
}

function LevelsChart() {
  const { data: levels, error, loading, reload } = useLoad(readLevels);
  if (!levels)
    return (
      <ChartCard title={t.levels} box={CHART_BOX.levels}>
        {error ? (
          <LoadError
            className="self-start"
            message={
              <>
                {t.levelsFailed} <FailureWords error={error} />
              </>
            }
            onRetry={reload}
            retrying={loading}
          />
        ) : null}
      </ChartCard>
    );
  if (levels.length === 0)
    return (
      <ChartCard title={t.levels} box={CHART_BOX.levels}>
        <Empty>{t.noTeam}</Empty>
      </ChartCard>
    );
  const members = levels.reduce((sum, level) => sum + level.members, 0);
  const investment = levels.reduce((sum, level) => sum + level.investment, 0);
  // The levels grow with the network: the first are drawn one by one, the rest summed in the numbers.
  const { drawn, rest } = levelsShown(levels);
  return (
    <ChartCard
      title={t.levels}
      box={CHART_BOX.levels}
      numbers={
        <NumbersTable
          label={t.levels}
          head={[t.level, t.members, t.investment]}
          rows={[
            ...drawn.map((level) => [level.level, numberOrText(level.members), money(level.investment)]),
            ...(rest
              ? [[t.deeperLevels(rest.first, rest.last), numberOrText(rest.members), money(rest.investment)]]
              : []),
          ]}
        />
      }
    >
      <div role="group" aria-label={t.levelsSummary(levels.length, numberOrText(members), money(investment))}>
        <LevelColumns
          levels={levels}
          drawn={drawn}
          what={t.members}
          pick={(level) => level.members}
          show={numberOrText}
        />
        <div className="mt-2">
          <LevelColumns
            levels={levels}
            drawn={drawn}
            what={t.investment}
            pick={(level) => level.investment}
            show={money}
          />
        </div>
        {rest ? (
          <p className="mt-1 truncate text-xs">
            <a href={paths.downline} className="text-primary underline underline-offset-4">
              {t.allLevels(levels.length)}
            </a>
          </p>
        ) : null}
      </div>
    </ChartCard>
  );
}

/** The charts' cards; the answer of GET dashboard is the stat cards' own (shared request, no second call). */
export function Charts() {
  const plan = useStore($plan);
  const username = useStore($session).username ?? '';
  const { data, error, loading, reload } = useLoad(loadDashboard);
  useEffect(() => {
    loadPlan().catch(() => {
      // Without the flag the legs chart stays out; the next page load asks again.
    });
  }, []);

  const dashboardCard = (title: string, box: ChartBox) => (
    <ChartCard title={title} box={box}>
      {error ? (
        <LoadError
          className="self-start"
          message={
            <>
              {text.dashboard.loadFailed} <FailureWords error={error} />
            </>
          }
          onRetry={reload}
          retrying={loading}
        />
      ) : null}
    </ChartCard>
  );

  return (
    <>
      {data ? <IncomeChart data={data} /> : dashboardCard(t.income, CHART_BOX.income)}
      {data ? <LimitChart data={data} /> : dashboardCard(t.limit, CHART_BOX.limit)}
      <LevelsChart />
      {plan?.binary === true && username ? (
        <LegsChart username={username} />
      ) : plan === null ? (
        <ChartCard title={t.legs} box={CHART_BOX.legs} />
      ) : null}
    </>
  );
}
