import { IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
import { AdPlayer } from '../../../../islands/tasks/AdPlayer.tsx';

/** The player reads ?url=…&id=… from its own address; a preview adds them before it renders. */
const address = (query: Record<string, string>) => () => {
  const url = new URL(window.location.href);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  history.replaceState(null, '', url);
};

const scenarios = {
  // The "ad" is this site's icon: a preview never loads another site.
  counting: { routes: {}, setup: address({ url: new URL('/favicon.svg', window.location.href).href, id: '5137' }) },
  invalid: { routes: {}, setup: address({ url: 'javascript:alert(1)', id: '5137' }) },
} satisfies Record<string, Scenario>;

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
