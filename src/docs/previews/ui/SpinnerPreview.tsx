import { Spinner } from '../../../components/ui/spinner.tsx';

/** The three sizes, and one with its own label. */
export function SpinnerPreview() {
  return (
    <div className="flex flex-wrap items-center gap-6">
      <Spinner size="sm" />
      <Spinner />
      <Spinner size="lg" />
      <span className="inline-flex items-center gap-2 text-sm">
        <Spinner label="Loading the team" /> Loading the team
      </span>
    </div>
  );
}
