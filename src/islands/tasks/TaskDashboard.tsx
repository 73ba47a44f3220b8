import { lazy, Suspense } from 'react';
import { TaskWidgetsSkeleton } from './parts/TaskWidgetsSkeleton.tsx';

// The widgets sit below the dashboard's first screen: their code follows the page's first widgets.
const TaskWidgets = lazy(() => import('./parts/TaskWidgets.tsx'));

/**
 * The dashboard's task widgets: last login (and the greeting unless `greeting={false}`), the six task
 * counters, today's tasks with progress and View, the micro-job banner, the paid task section and the
 * upgrade reminder for free-package members.
 */
export function TaskDashboard({ greeting = true }: { greeting?: boolean }) {
  return (
    <Suspense fallback={<TaskWidgetsSkeleton />}>
      <TaskWidgets greeting={greeting} />
    </Suspense>
  );
}
