import type { KycDocument } from '../../../lib/kyc/schema.ts';
import { imageUrl } from '../../../lib/session/api.ts';
import * as text from '../../../lib/text.ts';
import { toReact } from '../../../components/view.tsx';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { kycStatus } from '../../../lib/kyc/status.ts';
import { kycColumns, kycWords, noDocumentsView } from '../kyc-view.ts';

const WORDS = kycWords(text.kyc, text.common);

// The columns are views (kyc-view.ts): the page's first paint draws the same cells before React.
const columns: Column<KycDocument>[] = kycColumns(imageUrl, kycStatus, WORDS).map(({ view, ...column }) => ({
  ...column,
  cell: (doc, index) => toReact(view(doc, index)),
}));

/** The uploaded documents (GET kyc-list) with status and remarks. */
export function KycTable({ documents }: { documents: KycDocument[] }) {
  if (documents.length === 0) return toReact(noDocumentsView(WORDS));
  return (
    <DataTable
      columns={columns}
      rows={documents}
      rowKey={(doc, index) => String(doc.id ?? `row-${index}`)}
      empty={text.kyc.empty}
      label={text.kyc.tableLabel}
    />
  );
}
