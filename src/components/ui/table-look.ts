/** A table's classes, without React: the Table components use them, and so do first paints drawn before React arrives. */
/** Table and its parts (ui/table.tsx). */
export const tableLook = {
  container:
    'relative w-full overflow-x-auto rounded-md focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
  table: 'w-full caption-bottom border-collapse text-sm',
  header: '[&_tr]:border-b [&_tr]:border-border',
  body: '[&_tr:last-child]:border-0',
  row: 'border-b border-border transition-colors hover:bg-muted/60 data-[state=selected]:bg-muted',
  head: 'h-10 whitespace-nowrap px-3 text-start align-middle font-medium text-muted-foreground',
  cell: 'whitespace-nowrap px-3 py-2.5 align-middle',
};
