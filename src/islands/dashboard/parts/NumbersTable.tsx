import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';

/** A chart's numbers: a header row and one row per bar; the first cell names the row. */
export function NumbersTable({ label, head, rows }: { label: string; head: string[]; rows: string[][] }) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          {head.map((cell) => (
            <TableHead key={cell}>{cell}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map(([name, ...cells]) => (
          <TableRow key={name}>
            <TableHead scope="row" className="text-foreground">
              {name}
            </TableHead>
            {cells.map((cell, index) => (
              <TableCell key={index} className="tabular-nums">
                <span dir="ltr">{cell}</span>
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
