import { useCallback, useEffect, useState } from 'react';
import { getDocTypes, listKycDocuments } from '../../lib/kyc/api.ts';
import { KYC_TYPES, type DocTypes, type KycList, type KycType } from '../../lib/kyc/schema.ts';
import { bannerFor, startStep, type WizardStep } from '../../lib/kyc/progress.ts';
import { isApiError, type ApiError } from '../../lib/api/errors.ts';
import { pageUrl } from '../../lib/api/client.ts';
import * as text from '../../lib/text.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { AlertCircleIcon, CheckCircleIcon, InfoCircleIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Pager } from '../../components/Pager.tsx';
import { EMPTY_DRAFT, UploadStep, type Draft } from './parts/UploadStep.tsx';
import { KycTable } from './parts/KycTable.tsx';

const BANNER = {
  incomplete: { text: text.kyc.incomplete, className: 'border-warning/60 bg-warning/10', Icon: AlertCircleIcon, icon: 'text-warning' },
  waiting: { text: text.kyc.waiting, className: 'border-primary/40 bg-primary/5', Icon: InfoCircleIcon, icon: 'text-primary' },
  verified: { text: text.kyc.verified, className: 'border-success/50 bg-success/10', Icon: CheckCircleIcon, icon: 'text-success' },
} as const;

const STEPS: WizardStep[] = ['instructions', ...KYC_TYPES];

function emptyDrafts(): Record<KycType, Draft> {
  return { identity: { ...EMPTY_DRAFT }, address: { ...EMPTY_DRAFT }, photo: { ...EMPTY_DRAFT } };
}

function Instructions({ onStart }: { onStart: () => void }) {
  return (
    <section aria-labelledby="kyc-instructions-title" className="rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6">
      <p className="text-xs font-semibold uppercase tracking-wide text-primary">{text.kyc.stepOf(1, STEPS.length)}</p>
      <h2 id="kyc-instructions-title" className="mb-3 text-lg font-semibold">
        {text.kyc.instructionsTitle}
      </h2>
      <ul className="mb-4 grid list-disc gap-1.5 pl-5 text-sm">
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
export function KycCenter() {
  const [list, setList] = useState<KycList | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(true);
  const [docTypes, setDocTypes] = useState<DocTypes | null>(null);
  const [docTypesError, setDocTypesError] = useState<ApiError | null>(null);
  const [step, setStep] = useState<WizardStep | null | undefined>(undefined);
  const [drafts, setDrafts] = useState(emptyDrafts);
  // The page of documents on screen. Banner and wizard read the first page (newest first), which
  // holds each proof's latest document; paging changes only the table.
  const [shown, setShown] = useState<KycList['data'] | null>(null);
  const [pageError, setPageError] = useState<{ error: ApiError; page: number } | null>(null);
  const [paging, setPaging] = useState(false);

  const load = useCallback((after?: KycType) => {
    setLoading(true);
    listKycDocuments()
      .then((answer) => {
        setList(answer);
        setShown(answer.data);
        setPageError(null);
        setError(null);
        const resume = startStep(answer.data.data);
        // First load: resume where the member stands. After an upload: the next missing proof. A
        // reload after a failure keeps the step the member is on.
        setStep((current) => (current === undefined ? resume : after ? (resume === 'instructions' ? KYC_TYPES[0] : resume) : current));
      })
      .catch((caught: unknown) => {
        if (!isApiError(caught)) throw caught;
        if (caught.kind !== 'unauthorized') setError(caught);
      })
      .finally(() => setLoading(false));
  }, []);

  const loadDocTypes = useCallback(() => {
    getDocTypes()
      .then((types) => {
        setDocTypes(types);
        setDocTypesError(null);
      })
      .catch((caught: unknown) => {
        if (!isApiError(caught)) throw caught;
        if (caught.kind !== 'unauthorized') setDocTypesError(caught);
      });
  }, []);

  useEffect(() => {
    load();
    loadDocTypes();
  }, [load, loadDocTypes]);

  const openPage = (page: number, template: string) => {
    setPaging(true);
    listKycDocuments(pageUrl(template, page))
      .then((answer) => {
        setShown(answer.data);
        setPageError(null);
      })
      .catch((caught: unknown) => {
        if (!isApiError(caught)) throw caught;
        if (caught.kind !== 'unauthorized') setPageError({ error: caught, page });
      })
      .finally(() => setPaging(false));
  };

  if (!list) {
    if (error) return <LoadError message={`${text.kyc.loadFailed} ${error.firstMessage}`} onRetry={() => load()} retrying={loading} />;
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only">{text.common.loading}</span>
        <Skeleton className="h-12 rounded-lg" />
        <Skeleton className="h-72 rounded-lg" />
        <Skeleton className="h-48 rounded-lg" />
      </div>
    );
  }

  const documents = list.data.data;
  const table = shown ?? list.data;
  const template = table.next_page_url ?? table.prev_page_url ?? null;
  const banner = BANNER[bannerFor(documents, list.kyc_status)];
  const uploaded = (type: KycType) => {
    setDrafts((current) => ({ ...current, [type]: { ...EMPTY_DRAFT } }));
    load(type);
  };

  return (
    <div className="grid gap-4">
      <div role="status" className={`flex items-center gap-2 rounded-lg border p-3 text-sm font-medium ${banner.className}`}>
        <banner.Icon className={`size-5 shrink-0 ${banner.icon}`} />
        <span>{banner.text}</span>
      </div>
      {error ? <LoadError message={`${text.kyc.loadFailed} ${error.firstMessage}`} onRetry={() => load()} retrying={loading} /> : null}
      {step === 'instructions' ? (
        <Instructions onStart={() => setStep(KYC_TYPES[0])} />
      ) : step ? (
        <>
          {docTypesError && step !== 'photo' ? <LoadError message={`${text.kyc.docTypesFailed} ${docTypesError.firstMessage}`} onRetry={loadDocTypes} /> : null}
          <UploadStep
            key={step}
            type={step}
            index={STEPS.indexOf(step) + 1}
            total={STEPS.length}
            docTypes={docTypes}
            draft={drafts[step]}
            onDraft={(draft) => setDrafts((current) => ({ ...current, [step]: draft }))}
            onUploaded={() => uploaded(step)}
          />
        </>
      ) : null}
      <section aria-labelledby="kyc-list-title" className="min-w-0 rounded-lg border border-border bg-card p-4 shadow-sm">
        <h2 id="kyc-list-title" className="mb-1 text-base font-semibold">
          {text.kyc.listTitle}
        </h2>
        {documents.some((doc) => doc.status === 2) && step ? <p className="mb-2 text-sm text-muted-foreground">{text.kyc.rejectedNote}</p> : null}
        {pageError && template ? (
          <LoadError className="mb-3" message={`${text.kyc.pageFailed} ${pageError.error.firstMessage}`} onRetry={() => openPage(pageError.page, template)} retrying={paging} />
        ) : null}
        <div aria-busy={paging || undefined}>
          <KycTable documents={table.data} />
        </div>
        {template ? <Pager className="mt-3" page={table} onPage={(n) => openPage(n, template)} label={text.kyc.tableLabel} /> : null}
      </section>
    </div>
  );
}
