import { lazy, Suspense } from 'react';
import { TaskWidgetsSkeleton } from './parts/TaskWidgetsSkeleton.tsx';
import { island } from '../../components/IslandRoot.ts';

// The widgets sit below the dashboard's first screen: their code follows the page's first widgets.
const TaskWidgets = lazy(() => import('./parts/TaskWidgets.tsx'));

/**
 * The dashboard's task widgets: the last login, the six task counters, today's tasks with progress and
 * View, the micro-job banner, the paid task section and the upgrade reminder for free-package members.
 * The dashboard's stats already greet the member by name; `greeting` adds a greeting of its own for a
 * page without one.
 */
function TaskDashboardContent({ greeting = false }: { greeting?: boolean }) {
  return (
    <Suspense fallback={<TaskWidgetsSkeleton greeting={greeting} />}>
      <TaskWidgets greeting={greeting} />
    </Suspense>
  );
}

export const TaskDashboard = island(TaskDashboardContent);
