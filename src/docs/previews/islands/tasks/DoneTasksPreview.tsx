import { hang, serverError } from '../../../mock.ts';
import { click, IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
import { DoneTasks } from '../../../../islands/tasks/DoneTasks.tsx';
import * as text from '../../../../lib/text.ts';
import tasks from '../../../../../tests/fixtures/tasks/allusertask.json';

// Proof pictures load from /api/images/… in the portal; here they point at a picture of this site.
const withPictures = () => ({
  ...tasks,
  data: { ...tasks.data, data: tasks.data.data.map((row) => ({ ...row, task_image: row.task_image ? new URL('/favicon.svg', window.location.href).href : row.task_image })) },
});

const scenarios = {
  loading: { routes: { allusertask: hang } },
  rows: { routes: { allusertask: () => ({ body: withPictures() }) } },
  empty: { routes: { allusertask: { body: { ...tasks, data: { ...tasks.data, data: [], from: null, to: null, total: 0, last_page: 1, next_page_url: null } } } } },
  error: { routes: { allusertask: serverError } },
  picture: {
    routes: { allusertask: () => ({ body: withPictures() }) },
    act: (page) => click(page, new RegExp(`^${text.tasks.view}: `)),
  },
} satisfies Record<string, Scenario>;

export function DoneTasksPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <DoneTasks />}</IslandFrame>;
}
