import { hang, serverError } from '../../../mock.ts';
import { click, IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
import { UserMenu } from '../../../../islands/shell/UserMenu.tsx';
import picture from '../../../../../tests/fixtures/shell/get-picture.json';

// Logout never answers in a preview: ending the session would also sign out the portal's other tabs.
const base = { 'POST logout': hang };

const scenarios = {
  member: { routes: { ...base, 'get-picture': { body: picture } } },
  'picture-failed': { routes: { ...base, 'get-picture': serverError } },
  'long-name': { routes: { ...base, 'get-picture': { body: picture } }, session: { username: 'averyveryverylongusername' } },
  'logging-out': { routes: { ...base, 'get-picture': { body: picture } }, act: (page) => click(page, 'Logout') },
} satisfies Record<string, Scenario>;

export function UserMenuPreview() {
  return (
    <IslandFrame scenarios={scenarios}>
      {() => (
        <div className="flex h-14 items-center justify-end border-b border-border bg-card px-3">
          <UserMenu />
        </div>
      )}
    </IslandFrame>
  );
}
