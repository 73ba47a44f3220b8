import { StatusBadge, type StatusTone } from '../../../components/StatusBadge.tsx';

const tones: [StatusTone, string][] = [
  ['success', 'Approved'],
  ['warning', 'Pending'],
  ['danger', 'Rejected'],
  ['neutral', 'Expired'],
  ['info', 'Running'],
];

/** Every tone with a typical status. */
export function StatusBadgePreview() {
  return (
    <div className="flex flex-wrap gap-2">
      {tones.map(([tone, label]) => (
        <StatusBadge key={tone} tone={tone} label={`${label} (${tone})`} />
      ))}
    </div>
  );
}
