/**
 * The KYC page's first paint, a small script after its island (pages/user/kyc.astro, built by
 * scripts/inline-scripts.mjs): where the member stands, the step the wizard resumes at and the documents
 * sent, from the answer the head asked for (GET kyc-list), read with the island's schema as data and
 * drawn with the island's views (kyc-view.ts) before React arrives. The pager and the document names'
 * list come with the island; a number typed meanwhile goes into the island's field, and Start or Upload
 * pressed is pressed there (lib/first-paint.ts). The images wait for the island.
 */
import type { Shape } from '../../lib/api/shape.ts';
import { tableView, wireDetails } from '../../components/data-table-view.ts';
import { imageAt } from '../../lib/api/image.ts';
import { paintFromEarly } from '../../lib/first-paint.ts';
import { KYC_REJECTED } from '../../lib/kyc/kinds.ts';
import { bannerFor, startStep } from '../../lib/kyc/progress.ts';
import type { KycList } from '../../lib/kyc/schema.ts';
import { KYC_TONES } from '../../lib/kyc/status.ts';
import { statusTable } from '../../lib/status.ts';
import { h, toDom, type View } from '../../lib/view.ts';
import {
  bannerView,
  instructionsView,
  kycColumns,
  listView,
  noDocumentsView,
  stepView,
  uploadFormView,
  type KycLook,
} from './kyc-view.ts';

export function paintKyc(shape: Shape, look: KycLook): void {
  const api = (document.currentScript as HTMLScriptElement | null)?.dataset.api ?? '/api/';
  paintFromEarly<KycList>(shape, (answer) => {
    // The first page (newest first) holds each proof's latest document, as the island reads it.
    const documents = answer.data.data;
    const step = startStep(documents);
    const id = 'first-paint-kyc-step';
    const words = look.words;
    const wizard: View =
      step === 'instructions'
        ? instructionsView(h('button', look.start, [words.start], { type: 'button' }), words)
        : step
          ? stepView(step, id, uploadFormView(step, id, look, words), words)
          : null;
    const columns = kycColumns(
      (name) => imageAt(name, api, location.origin),
      statusTable(() => words.status, KYC_TONES, 'warning'),
      words,
    );
    const node = toDom(
      h('div', 'grid gap-4', [
        bannerView(bannerFor(documents, answer.kyc_status), words),
        wizard,
        listView(
          documents.some((doc) => doc.status === KYC_REJECTED) && Boolean(step),
          h('div', undefined, [
            documents.length ? tableView(columns, documents, 0, words.tableLabel, look.table) : noDocumentsView(words),
          ]),
          words,
        ),
      ]),
    ) as HTMLElement;
    // Upload waits for the island (which checks the choices and asks before sending); the page stays.
    node.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    wireDetails(node);
    return node;
  });
}
