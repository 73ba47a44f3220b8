import { hang, rejected, serverError } from '../../../mock.ts';
import { click, IslandFrame, type State } from '../../../IslandFrame.tsx';
import { TodayTasks } from '../../../../islands/tasks/TodayTasks.tsx';
import * as text from '../../../../lib/text.ts';
import today from '../../../../../tests/fixtures/tasks/task-today.json';

const upload = { 'POST user-task-request': { body: { status: true, msg: 'Task submitted for review' } } };

export const scenarios = {
  loading: { title: 'Loading', note: 'A skeleton of three cards.', routes: { ...upload, 'task-today': hang } },
  tasks: {
    title: 'Today’s tasks',
    note: 'One already completed (from addedTask), two with View.',
    height: 400,
    routes: { ...upload, 'task-today': { body: today } },
  },
  none: {
    title: 'No tasks today',
    routes: { ...upload, 'task-today': { body: { ...today, data: [], addedTask: [] } } },
  },
  error: { title: 'Failed (500)', note: 'The reason and Try again.', routes: { ...upload, 'task-today': serverError } },
  rejected: {
    title: 'Refused by the server',
    note: 'status false: the message, without Try again (trying again would not help).',
    routes: { ...upload, 'task-today': rejected('Tasks are not available for your package.') },
  },
  upload: {
    title: 'Upload Task dialog open',
    note: 'Loaded on demand; the picture is checked (PNG/JPEG, ≤ 2 MB) in the browser before it is sent.',
    height: 560,
    routes: { ...upload, 'task-today': { body: today } },
    act: (page) => click(page, text.tasks.uploadTask),
  },
} satisfies Record<string, State>;

export function TodayTasksPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <TodayTasks />}</IslandFrame>;
}
