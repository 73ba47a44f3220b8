/**
 * The dashboard's two drawings, plain SVG: labelled horizontal bars and a row of columns. Widths are
 * percentages of the box, so a chart fills any screen from 320 px up and its text keeps its size.
 * Colour only repeats what the labels say. The drawings are placed in x from the left, so they keep
 * `direction="ltr"` (text anchors included) on a right-to-left page too.
 */
const BAR = { fill: 'var(--color-primary)' };
const TRACK = { fill: 'var(--color-muted)' };

export interface BarRow {
  name: string;
  /** The value as shown beside the name. */
  value: string;
  /** The bar's length, 0 to 1 of the box. */
  share: number;
}

/** One bar per row: the name at the left and the value at the right above it. */
export function BarRows({ label, rows, rowHeight }: { label: string; rows: BarRow[]; rowHeight: number }) {
  return (
    <svg
      role="img"
      aria-label={label}
      direction="ltr"
      width="100%"
      height={rows.length * rowHeight}
      className="block text-xs"
    >
      {rows.map((row, index) => {
        const top = index * rowHeight;
        return (
          <g key={row.name}>
            <text x="0" y={top + 12} fill="currentColor">
              {row.name}
            </text>
            <text x="100%" y={top + 12} textAnchor="end" fill="currentColor" className="font-semibold">
              {row.value}
            </text>
            <rect x="0" y={top + 17} width="100%" height="8" rx="4" style={TRACK} />
            {row.share > 0 ? (
              // A value above 0 always shows a sliver, so "small" does not read as "none".
              <rect x="0" y={top + 17} width={`${Math.max(1.5, row.share * 100)}%`} height="8" rx="4" style={BAR} />
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

export interface Column {
  name: string;
  /** The column's height, 0 to 1 of the plot. */
  share: number;
}

/** One column per entry with its name under it (every `step`th name, so they do not overlap). */
export function Columns({
  label,
  columns,
  height,
  step,
}: {
  label: string;
  columns: Column[];
  height: number;
  step: number;
}) {
  const plot = height - 16;
  const slot = 100 / Math.max(1, columns.length);
  return (
    <svg role="img" aria-label={label} direction="ltr" width="100%" height={height} className="block text-xs">
      {columns.map((column, index) => {
        const x = index * slot + slot * 0.15;
        const tall = column.share > 0 ? Math.max(2, column.share * plot) : 0;
        return (
          <g key={column.name}>
            <rect x={`${x}%`} y={plot - tall} width={`${slot * 0.7}%`} height={tall} style={BAR} />
            {index % step === 0 ? (
              <text x={`${x + slot * 0.35}%`} y={height - 2} textAnchor="middle" fill="currentColor">
                {column.name}
              </text>
            ) : null}
          </g>
        );
      })}
      <line x1="0" x2="100%" y1={plot + 0.5} y2={plot + 0.5} style={{ stroke: 'var(--color-control)' }} />
    </svg>
  );
}
