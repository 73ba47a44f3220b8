import { START_STEPS, startStates, type StartStep } from '../../../lib/dashboard/start.ts';
import type { DashboardData } from '../../../lib/dashboard/schema.ts';
import { paths } from '../../../lib/paths.ts';
import * as text from '../../../lib/text.ts';
import { useLoad } from '../../../components/useLoad.ts';
import { CheckCircleIcon } from '../../../components/ui/icons.tsx';

const t = text.dashboard;

/** Where each step is done; the links are shared on this page, below the figures. */
const HREF: Record<StartStep, string> = {
  kyc: paths.kyc,
  deposit: paths.deposit,
  package: paths.packages,
  share: '#referral-links',
};

/**
 * The first steps of a member without a package, each a link, ticked when done. Drawn with the figures
 * it comes with (in the same frame as the stat cards, so nothing below it moves when it arrives); KYC
 * from one GET kyc-list, read by a module of its own (unknown while it loads or if it fails: not ticked,
 * the same one line of state).
 */
export function GetStarted({ data }: { data: DashboardData }) {
  // Without the KYC answer the step simply stays to do; the rest of the list still helps.
  const kyc = useLoad(() => import('./kyc-progress.ts').then((module) => module.readKycProgress())).data ?? null;

  const states = startStates(data, kyc);
  const done = START_STEPS.filter((step) => states[step] === 'done').length;
  return (
    <section
      aria-labelledby="get-started-title"
      className="mb-4 rounded-lg border border-primary/30 bg-card p-4 shadow-sm"
    >
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="get-started-title" className="text-base font-semibold">
          {t.getStarted}
        </h2>
        <p className="text-sm text-muted-foreground">{t.startProgress(done, START_STEPS.length)}</p>
      </div>
      <p className="mb-2 text-sm text-muted-foreground">{t.getStartedIntro}</p>
      <ol className="grid gap-1 sm:grid-cols-2">
        {START_STEPS.map((step) => {
          const state = states[step];
          return (
            <li key={step}>
              <a
                href={HREF[step]}
                className="flex min-h-11 items-center gap-3 rounded-md px-2 py-1.5 hover:bg-muted focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
              >
                {state === 'done' ? (
                  <CheckCircleIcon className="size-6 shrink-0 text-success" />
                ) : (
                  <span
                    aria-hidden="true"
                    className={`size-6 shrink-0 rounded-full border-2 ${state === 'review' ? 'border-warning' : 'border-muted-foreground'}`}
                  />
                )}
                <span className="min-w-0 flex-1">
                  <span
                    className={`block font-medium ${state === 'done' ? 'text-muted-foreground line-through' : 'text-primary underline underline-offset-4'}`}
                  >
                    {t.startSteps[step]}
                  </span>
                  <span className="block text-xs text-muted-foreground">{t.stepState[state]}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
