import { hang, rejected, serverError } from '../../../mock.ts';
import { click, IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
import { TodayTasks } from '../../../../islands/tasks/TodayTasks.tsx';
import * as text from '../../../../lib/text.ts';
import today from '../../../../../tests/fixtures/tasks/task-today.json';

const upload = { 'POST user-task-request': { body: { status: true, msg: 'Task submitted for review' } } };

const scenarios = {
  loading: { routes: { ...upload, 'task-today': hang } },
  tasks: { routes: { ...upload, 'task-today': { body: today } } },
  none: { routes: { ...upload, 'task-today': { body: { ...today, data: [], addedTask: [] } } } },
  error: { routes: { ...upload, 'task-today': serverError } },
  rejected: { routes: { ...upload, 'task-today': rejected('Tasks are not available for your package.') } },
  upload: { routes: { ...upload, 'task-today': { body: today } }, act: (page) => click(page, text.tasks.uploadTask) },
} satisfies Record<string, Scenario>;

export function TodayTasksPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <TodayTasks />}</IslandFrame>;
}
