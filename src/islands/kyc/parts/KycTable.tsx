import type { KycDocument } from '../../../lib/kyc/schema.ts';
import { documentLabel } from '../../../lib/kyc/progress.ts';
import { imageUrl } from '../../../lib/session/api.ts';
import { dateTimeDMY } from '../../../lib/format/format.ts';
import * as text from '../../../lib/text.ts';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { kycStatus } from '../../../lib/kyc/status.ts';
import { DataTable, type Column } from '../../../components/DataTable.tsx';

function ImageLink({ name, label }: { name: string | null; label: string }) {
  if (!name) return null;
  return (
    <a
      href={imageUrl(name)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-6 min-w-6 items-center text-primary underline underline-offset-2"
    >
      {label}
      <span className="sr-only">{text.kyc.opensNewTab}</span>
    </a>
  );
}

const c = text.kyc.columns;
const columns: Column<KycDocument>[] = [
  { id: 'type', header: c.type, cell: (doc) => text.kyc.steps[doc.document_type] ?? doc.document_type, key: true },
  {
    id: 'name',
    header: c.name,
    cell: (doc) => <span className="capitalize">{documentLabel(doc.document_name)}</span>,
    key: true,
  },
  {
    id: 'number',
    header: c.number,
    cell: (doc) => <span className="font-mono">{doc.document_number ?? text.common.dash}</span>,
    ltr: true,
  },
  {
    id: 'images',
    header: c.images,
    cell: (doc) => (
      <span className="inline-flex gap-3">
        <ImageLink name={doc.front} label={text.kyc.frontLink} />
        <ImageLink name={doc.back} label={text.kyc.backLink} />
      </span>
    ),
  },
  { id: 'status', header: c.status, cell: (doc) => <StatusBadge {...kycStatus(doc.status)} />, key: true },
  { id: 'remarks', header: c.remarks, cell: (doc) => doc.remarks ?? text.common.dash, className: 'min-w-48' },
  {
    id: 'date',
    header: c.date,
    cell: (doc) => dateTimeDMY(doc.created_at),
    className: 'tabular-nums',
    key: true,
    ltr: true,
  },
];

/** The uploaded documents (GET kyc-list) with status and remarks. */
export function KycTable({ documents }: { documents: KycDocument[] }) {
  if (documents.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{text.kyc.empty}</p>;
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
