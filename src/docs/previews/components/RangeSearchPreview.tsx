import { RangeSearch } from '../../../components/RangeSearch.tsx';
import type { WholeListStatus } from '../../../components/useWholeList.ts';
import { ApiError } from '../../../lib/api/errors.ts';

const range = { from: '2026-03-01', to: '2026-03-31' };
const state = (done: number) => ({ rows: [], next: null, done, pages: 5 });
const noop = () => undefined;

function Example({
  title,
  status,
  matches = 3,
}: {
  title: string;
  status: WholeListStatus<unknown>;
  matches?: number;
}) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <RangeSearch whole={{ status, cancel: noop, resume: noop, read: noop }} matches={matches} range={range} />
    </section>
  );
}

/** The search of a whole list for a range: asked before reading, under way (with Cancel), stopped, failed and done. */
export function RangeSearchPreview() {
  return (
    <div className="grid gap-6">
      <Example
        title="Before reading: the first page read in 400 ms, the member asked"
        status={{ kind: 'asking', state: { ...state(1), pages: 2000 }, pageMs: 400 }}
      />
      <Example title="Searching" status={{ kind: 'running', state: state(2), cancelling: false }} />
      <Example title="Stopped by Cancel" status={{ kind: 'stopped', state: state(3) }} />
      <Example
        title="A page failed"
        status={{ kind: 'failed', state: state(3), error: new ApiError('http', 'The server did not answer.') }}
      />
      <Example title="Done" status={{ kind: 'done', state: state(5) }} />
    </div>
  );
}
