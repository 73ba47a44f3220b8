import { IslandFrame, type State } from '../../../IslandFrame.tsx';
import { AdPlayer } from '../../../../islands/tasks/AdPlayer.tsx';
import today from '../../../../../tests/fixtures/tasks/task-today.json';

/** The player reads ?id=… from its own address; a preview adds it before it renders. */
const address = (id: string) => () => {
  const url = new URL(window.location.href);
  url.searchParams.set('id', id);
  history.replaceState(null, '', url);
};

/**
 * Today's tasks with ad 5137 linking to `link`, resolved against the frame's address when the player
 * asks (that address only exists in the browser).
 */
const todayWith = (link: string) => ({
  get body() {
    const href = /^javascript:/.test(link) ? link : new URL(link, window.location.href).href;
    return { ...today, data: today.data.map((task) => (task.details_id === 5137 ? { ...task, link: href } : task)) };
  },
});

export const scenarios = {
  // The "ad" is this site's icon: a preview never loads another site.
  counting: {
    title: 'Counting down',
    note: 'The ad frame shows this site’s icon here; in the portal it is the task’s link.',
    height: 560,
    routes: { 'task-today': todayWith('/favicon.svg') },
    setup: address('5137'),
  },
  invalid: {
    title: 'Invalid link',
    note: 'A task link that is not an http(s) address (or an id of no task today) is refused with a message.',
    routes: { 'task-today': todayWith('javascript:alert(1)') },
    setup: address('5137'),
  },
} satisfies Record<string, State>;

export function AdPlayerPreview() {
  return (
    <IslandFrame scenarios={scenarios}>
      {/* A fixed height: the player sizes its frame by the viewport, which here is the preview frame. */}
      {(state) =>
        state === 'counting' ? (
          <div className="h-[34rem] overflow-hidden">
            <AdPlayer />
          </div>
        ) : (
          <AdPlayer />
        )
      }
    </IslandFrame>
  );
}
