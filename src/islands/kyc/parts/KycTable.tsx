import type { KycDocument } from '../../../lib/kyc/schema.ts';
import { documentLabel } from '../../../lib/kyc/progress.ts';
import { imageUrl } from '../../../lib/session/api.ts';
import { dateTimeDMY } from '../../../lib/format/format.ts';
import * as text from '../../../lib/text.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';

function StatusBadge({ status }: { status: number }) {
  const variant = status === 1 ? 'success' : status === 2 ? 'destructive' : 'warning';
  return <Badge variant={variant}>{text.kyc.status[status] ?? String(status)}</Badge>;
}

function ImageLink({ name, label }: { name: string | null; label: string }) {
  if (!name) return null;
  return (
    <a href={imageUrl(name)} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-6 min-w-6 items-center text-primary underline underline-offset-2">
      {label}
      <span className="sr-only">{text.kyc.opensNewTab}</span>
    </a>
  );
}

/** The uploaded documents (GET kyc-list) with status and remarks. */
export function KycTable({ documents }: { documents: KycDocument[] }) {
  if (documents.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{text.kyc.empty}</p>;
  const c = text.kyc.columns;
  return (
    <Table scrollLabel={text.kyc.tableLabel}>
      <TableHeader>
        <TableRow>
          <TableHead>{c.type}</TableHead>
          <TableHead>{c.name}</TableHead>
          <TableHead>{c.number}</TableHead>
          <TableHead>{c.images}</TableHead>
          <TableHead>{c.status}</TableHead>
          <TableHead>{c.remarks}</TableHead>
          <TableHead>{c.date}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {documents.map((doc, index) => (
          <TableRow key={doc.id ?? index}>
            <TableCell>{text.kyc.steps[doc.document_type] ?? doc.document_type}</TableCell>
            <TableCell className="capitalize">{documentLabel(doc.document_name)}</TableCell>
            <TableCell className="font-mono">{doc.document_number ?? text.common.dash}</TableCell>
            <TableCell>
              <span className="flex gap-3">
                <ImageLink name={doc.front} label={text.kyc.frontLink} />
                <ImageLink name={doc.back} label={text.kyc.backLink} />
              </span>
            </TableCell>
            <TableCell>
              <StatusBadge status={doc.status} />
            </TableCell>
            <TableCell className="min-w-48 whitespace-normal">{doc.remarks ?? text.common.dash}</TableCell>
            <TableCell className="tabular-nums">{dateTimeDMY(doc.created_at)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
