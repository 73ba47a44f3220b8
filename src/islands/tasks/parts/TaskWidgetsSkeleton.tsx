import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The task widgets' shape while they load: greeting or last-login line, six counters, today's list. */
export function TaskWidgetsSkeleton({ greeting = false }: { greeting?: boolean }) {
  return (
    <div className="grid gap-4" aria-busy="true">
      <Skeleton className={greeting ? 'h-20' : 'h-5 w-56'} />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-48" />
    </div>
  );
}
