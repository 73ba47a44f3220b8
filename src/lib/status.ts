/**
 * How a status shows on its badge: the words (colour is never the only signal) and a tone. Each area
 * keeps its table in `src/lib/<area>/status.ts`; `StatusBadge` draws any of them.
 */
export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info' | 'outline';

export interface Status {
  label: string;
  tone: StatusTone;
}

/**
 * An area's statuses by code: the labels come from the text catalogue, the tones from the area. A
 * code the table does not know shows as itself (or `otherLabel`) in the `other` tone. The labels are
 * read when a status is asked for.
 */
export function statusTable(
  labels: () => Readonly<Record<number, string>>,
  tones: Readonly<Record<number, StatusTone>>,
  other: StatusTone,
  otherLabel?: string,
) {
  return (code: number): Status => ({
    label: labels()[code] ?? otherLabel ?? String(code),
    tone: tones[code] ?? other,
  });
}
