import { hang, serverError } from '../../../mock.ts';
import { IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
import { TaskDashboard } from '../../../../islands/tasks/TaskDashboard.tsx';
import summary from '../../../../../tests/fixtures/tasks/task-dashboard.json';
import today from '../../../../../tests/fixtures/tasks/task-today.json';

const scenarios = {
  loading: { routes: { 'task-dashboard': hang, 'task-today': hang } },
  paid: { routes: { 'task-dashboard': { body: summary }, 'task-today': { body: today } } },
  greeting: { routes: { 'task-dashboard': { body: summary }, 'task-today': { body: today } } },
  'free-package': {
    routes: { 'task-dashboard': { body: { ...summary, is_paid: 0, free_package: 1, microjob: null } }, 'task-today': { body: { ...today, addedTask: [] } } },
  },
  'no-tasks': { routes: { 'task-dashboard': { body: summary }, 'task-today': { body: { ...today, data: [], addedTask: [] } } } },
  error: { routes: { 'task-dashboard': serverError, 'task-today': { body: today } } },
} satisfies Record<string, Scenario>;

export function TaskDashboardPreview() {
  return <IslandFrame scenarios={scenarios}>{(state) => <TaskDashboard greeting={state === 'greeting'} />}</IslandFrame>;
}
