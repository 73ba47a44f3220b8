import { useLayoutEffect, useRef, useState } from 'react';
import { getDocTypes, listKycDocuments } from '../../lib/kyc/api.ts';
import { KYC_REJECTED, KYC_TYPES, type KycType } from '../../lib/kyc/kinds.ts';
import { bannerFor, startStep, type WizardStep } from '../../lib/kyc/progress.ts';
import { pageUrl } from '../../lib/api/client.ts';
import * as text from '../../lib/text.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { useDrawnMark } from '../../components/useDrawnMark.ts';
import { Pager } from '../../components/Pager.tsx';
import { EMPTY_DRAFT, UploadStep, type Draft } from './parts/UploadStep.tsx';
import { KycTable } from './parts/KycTable.tsx';
import { island } from '../../components/IslandRoot.ts';
import { toReact } from '../../components/view.tsx';
import { bannerView, instructionsView, kycWords, listView } from './kyc-view.ts';
import { KYC_FIRST_PAINT } from './first-paint-id.ts';

const WORDS = kycWords(text.kyc, text.common);

function emptyDrafts(): Record<KycType, Draft> {
  return { identity: { ...EMPTY_DRAFT }, address: { ...EMPTY_DRAFT }, photo: { ...EMPTY_DRAFT } };
}

/** KYC: the banner, the upload wizard (instructions, identity, address, photo) and the uploaded list. */
function KycCenterContent() {
  const { data: list, error, loading, reload } = useLoad(() => listKycDocuments());
  // The page's first paint (first-paint-run.ts) steps aside once the list or its failure shows.
  useDrawnMark(Boolean(list), { id: KYC_FIRST_PAINT, settled: Boolean(list || error) });
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

  if (!list) {
    if (error)
      return <LoadError message={`${text.kyc.loadFailed} ${error.firstMessage}`} onRetry={reload} retrying={loading} />;
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
  const table = (paged && pages.data?.data) || list.data;
  const template = table.next_page_url ?? table.prev_page_url ?? null;
  const uploaded = (type: KycType) => {
    setDrafts((current) => ({ ...current, [type]: { ...EMPTY_DRAFT } }));
    // The table goes back to the first page, which shows the new document.
    setPaged(false);
    afterUpload.current = true;
    reload();
  };

  return (
    <div className="grid gap-4">
      {toReact(bannerView(bannerFor(documents, list.kyc_status), WORDS))}
      {error ? (
        <LoadError message={`${text.kyc.loadFailed} ${error.firstMessage}`} onRetry={reload} retrying={loading} />
      ) : null}
      {step === 'instructions' ? (
        toReact(instructionsView(null, WORDS), undefined, {
          start: (
            <Button type="button" onClick={() => setStep(KYC_TYPES[0])}>
              {text.kyc.start}
            </Button>
          ),
        })
      ) : step ? (
        <>
          {docTypes.error && step !== 'photo' ? (
            <LoadError
              message={`${text.kyc.docTypesFailed} ${docTypes.error.firstMessage}`}
              onRetry={docTypes.reload}
            />
          ) : null}
          <UploadStep
            key={step}
            type={step}
            docTypes={docTypes.data}
            draft={drafts[step]}
            onDraft={(draft) => setDrafts((current) => ({ ...current, [step]: draft }))}
            onUploaded={() => uploaded(step)}
          />
        </>
      ) : null}
      {/* The documents' card is a view (kyc-view.ts, drawn before React too); its parts are the island's own. */}
      {toReact(
        listView(documents.some((doc) => doc.status === KYC_REJECTED) && Boolean(step), null, WORDS),
        undefined,
        {
          error:
            paged && pages.error ? (
              <LoadError
                className="mb-3"
                message={`${text.kyc.pageFailed} ${pages.error.firstMessage}`}
                onRetry={pages.reload}
                retrying={pages.loading}
              />
            ) : null,
          table: (
            <div aria-busy={pages.loading || undefined}>
              <KycTable documents={table.data} />
            </div>
          ),
          pager: template ? (
            <Pager className="mt-3" page={table} onPage={(n) => openPage(n, template)} label={text.kyc.tableLabel} />
          ) : null,
        },
      )}
    </div>
  );
}

export const KycCenter = island(KycCenterContent);
