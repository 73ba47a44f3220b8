import { IslandFrame, type State } from '../../../IslandFrame.tsx';
import { AdPlayer } from '../../../../islands/tasks/AdPlayer.tsx';

/**
 * The player reads ?url=…&id=… from its own address; a preview adds them before it renders (the link
 * resolved against the frame's address, which only exists in the browser).
 */
const address = (query: { url: string; id: string }) => () => {
  const url = new URL(window.location.href);
  url.searchParams.set('url', new URL(query.url, window.location.href).href);
  url.searchParams.set('id', query.id);
  history.replaceState(null, '', url);
};

export const scenarios = {
  // The "ad" is this site's icon: a preview never loads another site.
  counting: {
    title: 'Counting down',
    note: 'The ad frame shows this site’s icon here; in the portal it is the task’s link.',
    height: 560,
    routes: {},
    setup: address({ url: '/favicon.svg', id: '5137' }),
  },
  invalid: {
    title: 'Invalid link',
    note: 'Anything but an http(s) address (or a missing id) is refused with a message.',
    routes: {},
    setup: address({ url: 'javascript:alert(1)', id: '5137' }),
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
