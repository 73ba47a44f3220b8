import { StatusBadge, type StatusTone } from '../../../components/StatusBadge.tsx';
import { depositStatus } from '../../../lib/deposits/status.ts';
import { ticketStatus } from '../../../lib/support/status.ts';

const tones: [StatusTone, string][] = [
  ['success', 'Approved'],
  ['warning', 'Pending'],
  ['danger', 'Rejected'],
  ['neutral', 'Expired'],
  ['info', 'Running'],
  ['outline', 'Unpaid'],
];

/** Every tone with a typical status, then two areas' status tables as the screens use them. */
export function StatusBadgePreview() {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        {tones.map(([tone, label]) => (
          <StatusBadge key={tone} tone={tone} label={`${label} (${tone})`} />
        ))}
      </div>
      <div className="grid gap-1">
        <p className="text-sm font-medium">depositStatus(code) for 0, 1 and an unknown 7</p>
        <div className="flex flex-wrap gap-2">
          {[0, 1, 7].map((code) => (
            <StatusBadge key={code} {...depositStatus(code)} />
          ))}
        </div>
      </div>
      <div className="grid gap-1">
        <p className="text-sm font-medium">ticketStatus(code) for 0 to 3 and an unknown 9</p>
        <div className="flex flex-wrap gap-2">
          {[0, 1, 2, 3, 9].map((code) => (
            <StatusBadge key={code} {...ticketStatus(code)} />
          ))}
        </div>
      </div>
    </div>
  );
}
