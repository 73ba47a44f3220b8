import { hang, serverError } from '../../../mock.ts';
import { IslandFrame, type Scenario, type State } from '../../../IslandFrame.tsx';
import { ProfileTabs } from '../../../../islands/profile/ProfileTabs.tsx';
import user from '../../../../../tests/fixtures/withdrawals/user.json';
import countries from '../../../../../tests/fixtures/auth/country.json';
import authentication from '../../../../../tests/fixtures/profile/authentication.json';
import resendOtp from '../../../../../tests/fixtures/auth/resendotp.json';

const base = {
  user: { body: user },
  country: { body: countries },
  authentication: { body: authentication },
  'POST resendotp': { body: resendOtp },
};

/** The island opens the tab its address names (?tab=…); a preview sets it before it renders. */
const onTab = (tab: string): Scenario => ({
  routes: base,
  setup: () => {
    const url = new URL(window.location.href);
    url.searchParams.set('tab', tab);
    history.replaceState(history.state, '', url);
  },
});

export const scenarios = {
  loading: { title: 'Loading', height: 400, routes: { ...base, user: hang } },
  basic: { title: 'Basic Info', height: 640, ...onTab('basic') },
  '2fa': { title: '2FA Setting (?tab=2fa)', height: 640, ...onTab('2fa') },
  password: { title: 'Password (?tab=password)', height: 560, ...onTab('password') },
  mpin: { title: 'MPIN (?tab=mpin)', height: 560, ...onTab('mpin') },
  authentication: { title: 'Authentication (?tab=authentication)', height: 480, ...onTab('authentication') },
  withdraw: { title: 'Withdraw Setting (?tab=withdraw)', height: 560, ...onTab('withdraw') },
  error: { title: 'Failed (500)', note: 'The reason and Try again.', routes: { ...base, user: serverError } },
} satisfies Record<string, State>;

export function ProfileTabsPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <ProfileTabs />}</IslandFrame>;
}
