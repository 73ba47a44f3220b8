import { hang, serverError } from '../../../mock.ts';
import { click, IslandFrame, type State } from '../../../IslandFrame.tsx';
import { DoneTasks } from '../../../../islands/tasks/DoneTasks.tsx';
import * as text from '../../../../lib/text.ts';
import tasks from '../../../../../tests/fixtures/tasks/allusertask.json';

// Proof pictures load from /api/images/… in the portal; here they point at a picture of this site.
const withPictures = () => ({
  ...tasks,
  data: {
    ...tasks.data,
    data: tasks.data.data.map((row) => ({
      ...row,
      task_image: row.task_image ? new URL('/favicon.svg', window.location.href).href : row.task_image,
    })),
  },
});

export const scenarios = {
  loading: { title: 'Loading', routes: { allusertask: hang } },
  rows: {
    title: 'A page of tasks',
    note: 'Pending, approved and rejected rows; the pager under the table.',
    height: 480,
    routes: { allusertask: () => ({ body: withPictures() }) },
  },
  empty: {
    title: 'Nothing handed in yet',
    height: 240,
    routes: {
      allusertask: {
        body: {
          ...tasks,
          data: { ...tasks.data, data: [], from: null, to: null, total: 0, last_page: 1, next_page_url: null },
        },
      },
    },
  },
  error: { title: 'Failed (500)', note: 'The reason and Try again.', routes: { allusertask: serverError } },
  picture: {
    title: 'Proof picture open',
    note: 'Image Preview dialog (loaded on demand). In the preview the picture is this site’s icon.',
    height: 560,
    routes: { allusertask: () => ({ body: withPictures() }) },
    act: (page) => click(page, new RegExp(`^${text.tasks.view}: `)),
  },
} satisfies Record<string, State>;

export function DoneTasksPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <DoneTasks />}</IslandFrame>;
}
