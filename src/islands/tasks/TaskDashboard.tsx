import TaskWidgets from './parts/TaskWidgets.tsx';
import { island } from '../../components/IslandRoot.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';

/**
 * The dashboard's task widgets: the last login, the six task counters, today's tasks with progress and
 * View, the micro-job banner, the paid task section and the upgrade reminder for free-package members.
 * The dashboard's stats already greet the member by name; `greeting` adds a greeting of its own for a
 * page without one.
 */
function TaskDashboardContent({ greeting = false }: { greeting?: boolean }) {
  // Every dashboard visit shows them: their code comes with the page's first scripts, not a wave later.
  return <TaskWidgets greeting={greeting} />;
}

export const TaskDashboard = island(TaskDashboardContent);

/** The task section's room until the script runs (the dashboard's first paint). */
export function TaskDashboardSkeleton() {
  return <Skeleton className="h-[46rem] rounded-lg md:h-[29rem]" />;
}
