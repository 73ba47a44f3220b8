import { hang, serverError } from '../../../mock.ts';
import { IslandFrame, type State } from '../../../IslandFrame.tsx';
import { TaskDashboard } from '../../../../islands/tasks/TaskDashboard.tsx';
import summary from '../../../../../tests/fixtures/tasks/task-dashboard.json';
import today from '../../../../../tests/fixtures/tasks/task-today.json';

export const scenarios = {
  loading: {
    title: 'Loading',
    note: 'The widgets’ skeleton while task-dashboard and task-today load.',
    routes: { 'task-dashboard': hang, 'task-today': hang },
  },
  paid: {
    title: 'Paid member',
    note: 'Counters, today’s list with progress, the micro-job banner and the per-ad amount.',
    height: 480,
    routes: { 'task-dashboard': { body: summary }, 'task-today': { body: today } },
  },
  greeting: {
    title: 'With greeting={true}',
    note: 'A greeting heading of its own.',
    height: 480,
    routes: { 'task-dashboard': { body: summary }, 'task-today': { body: today } },
  },
  'free-package': {
    title: 'Free package',
    note: 'The upgrade reminder instead of the paid section.',
    height: 480,
    routes: {
      'task-dashboard': { body: { ...summary, is_paid: 0, free_package: 1, microjob: null } },
      'task-today': { body: { ...today, addedTask: [] } },
    },
  },
  'no-tasks': {
    title: 'No tasks today',
    height: 400,
    routes: { 'task-dashboard': { body: summary }, 'task-today': { body: { ...today, data: [], addedTask: [] } } },
  },
  error: {
    title: 'Failed',
    note: 'Either call failing shows the reason with Try again.',
    routes: { 'task-dashboard': serverError, 'task-today': { body: today } },
  },
} satisfies Record<string, State>;

export function TaskDashboardPreview() {
  return (
    <IslandFrame scenarios={scenarios}>{(state) => <TaskDashboard greeting={state === 'greeting'} />}</IslandFrame>
  );
}
