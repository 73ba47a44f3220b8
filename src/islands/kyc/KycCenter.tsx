import { useLayoutEffect, useRef, useState } from 'react';
import { getDocTypes, listKycDocuments } from '../../lib/kyc/api.ts';
import { KYC_TYPES, type KycType } from '../../lib/kyc/schema.ts';
import { bannerFor, startStep, type WizardStep } from '../../lib/kyc/progress.ts';
import { pageUrl } from '../../lib/api/client.ts';
import * as text from '../../lib/text.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { AlertCircleIcon, CheckCircleIcon, InfoCircleIcon } from '../../components/ui/icons.tsx';
import { FailureWords, LoadError } from '../../components/LoadError.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { useDrawnMark } from '../../components/useDrawnMark.ts';
import { Pager } from '../../components/Pager.tsx';
import { EMPTY_DRAFT, UploadStep, type Draft } from './parts/UploadStep.tsx';
import { KycTable } from './parts/KycTable.tsx';
import { island } from '../../components/IslandRoot.ts';

const BANNER = {
  incomplete: {
    text: text.kyc.incomplete,
    className: 'border-warning/60 bg-warning/10',
    Icon: AlertCircleIcon,
    icon: 'text-warning',
  },
  waiting: {
    text: text.kyc.waiting,
    className: 'border-primary/40 bg-primary/5',
    Icon: InfoCircleIcon,
    icon: 'text-primary',
  },
  verified: {
    text: text.kyc.verified,
    className: 'border-success/50 bg-success/10',
    Icon: CheckCircleIcon,
    icon: 'text-success',
  },
} as const;

const STEPS: WizardStep[] = ['instructions', ...KYC_TYPES];

function emptyDrafts(): Record<KycType, Draft> {
  return { identity: { ...EMPTY_DRAFT }, address: { ...EMPTY_DRAFT }, photo: { ...EMPTY_DRAFT } };
}

function Instructions({ onStart }: { onStart: () => void }) {
  return (
    <section
      aria-labelledby="kyc-instructions-title"
      className="rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-primary">{text.kyc.stepOf(1, STEPS.length)}</p>
      <h2 id="kyc-instructions-title" className="mb-3 text-lg font-semibold">
        {text.kyc.instructionsTitle}
      </h2>
      <ul className="mb-4 grid list-disc gap-1.5 ps-5 text-sm">
        {text.kyc.instructions.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Button type="button" onClick={onStart}>
        {text.kyc.start}
      </Button>
    </section>
  );
}

/** KYC: the banner, the upload wizard (instructions, identity, address, photo) and the uploaded list. */
function KycCenterContent() {
  const { data: list, error, loading, reload } = useLoad(() => listKycDocuments());
  useDrawnMark(Boolean(list));
  const docTypes = useLoad(getDocTypes);
  // Later pages of the table, loaded when asked for. Banner and wizard read the first page (newest
  // first), which holds each proof's latest document; paging changes only the table.
  const pages = useLoad(listKycDocuments, { immediate: false });
  const [paged, setPaged] = useState(false);
  const [step, setStep] = useState<WizardStep | null | undefined>(undefined);
  const [drafts, setDrafts] = useState(emptyDrafts);
  const afterUpload = useRef(false);

  // Before the browser paints: a frame with the list but not yet the step would move the list down.
  useLayoutEffect(() => {
    if (!list) return;
    const resume = startStep(list.data.data);
    const after = afterUpload.current;
    afterUpload.current = false;
    // First load: resume where the member stands. After an upload: the next missing proof. A
    // reload after a failure keeps the step the member is on.
    setStep((current) =>
      current === undefined ? resume : after ? (resume === 'instructions' ? KYC_TYPES[0] : resume) : current,
    );
  }, [list]);

  const openPage = (page: number, template: string) => {
    setPaged(true);
    pages.go(pageUrl(template, page));
  };

  // The same message in place of the page, or above the list it could not refresh.
  const loadError = error ? (
    <LoadError
      message={
        <>
          {text.kyc.loadFailed} <FailureWords error={error} />
        </>
      }
      onRetry={reload}
      retrying={loading}
    />
  ) : null;
  if (!list) return loadError ?? <KycCenterSkeleton />;

  const documents = list.data.data;
  const table = (paged && pages.data?.data) || list.data;
  const template = table.next_page_url ?? table.prev_page_url ?? null;
  const banner = BANNER[bannerFor(documents, list.kyc_status)];
  const uploaded = (type: KycType) => {
    setDrafts((current) => ({ ...current, [type]: { ...EMPTY_DRAFT } }));
    // The table goes back to the first page, which shows the new document.
    setPaged(false);
    afterUpload.current = true;
    reload();
  };

  return (
    <div className="grid gap-4">
      <div
        role="status"
        className={`flex items-center gap-2 rounded-lg border p-3 text-sm font-medium ${banner.className}`}
      >
        <banner.Icon className={`size-5 shrink-0 ${banner.icon}`} />
        <span>{banner.text}</span>
      </div>
      {loadError}
      {step === 'instructions' ? (
        <Instructions onStart={() => setStep(KYC_TYPES[0])} />
      ) : step ? (
        <>
          {docTypes.error && step !== 'photo' ? (
            <LoadError
              message={
                <>
                  {text.kyc.docTypesFailed} <FailureWords error={docTypes.error} />
                </>
              }
              onRetry={docTypes.reload}
            />
          ) : null}
          <UploadStep
            key={step}
            type={step}
            index={STEPS.indexOf(step) + 1}
            total={STEPS.length}
            docTypes={docTypes.data}
            draft={drafts[step]}
            onDraft={(draft) => setDrafts((current) => ({ ...current, [step]: draft }))}
            onUploaded={() => uploaded(step)}
          />
        </>
      ) : null}
      <section
        aria-labelledby="kyc-list-title"
        className="min-w-0 rounded-lg border border-border bg-card p-4 shadow-sm"
      >
        <h2 id="kyc-list-title" className="mb-1 text-base font-semibold">
          {text.kyc.listTitle}
        </h2>
        {documents.some((doc) => doc.status === 2) && step ? (
          <p className="mb-2 text-sm text-muted-foreground">{text.kyc.rejectedNote}</p>
        ) : null}
        {paged && pages.error ? (
          <LoadError
            className="mb-3"
            message={
              <>
                {text.kyc.pageFailed} <FailureWords error={pages.error} />
              </>
            }
            onRetry={pages.reload}
            retrying={pages.loading}
          />
        ) : null}
        <div aria-busy={pages.loading || undefined}>
          <KycTable documents={table.data} />
        </div>
        {template ? (
          <Pager className="mt-3" page={table} onPage={(n) => openPage(n, template)} label={text.kyc.tableLabel} />
        ) : null}
      </section>
    </div>
  );
}

export const KycCenter = island(KycCenterContent);

/** The KYC screen's shape while it loads: its page's first paint, and the island's own until the answer. */
export function KycCenterSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only">{text.common.loading}</span>
      <Skeleton className="h-12 rounded-lg" />
      <Skeleton className="h-72 rounded-lg" />
      <Skeleton className="h-48 rounded-lg" />
    </div>
  );
}
