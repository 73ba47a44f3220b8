import { hang, serverError } from '../../../mock.ts';
import { IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
import { ProfileTabs } from '../../../../islands/profile/ProfileTabs.tsx';
import user from '../../../../../tests/fixtures/withdrawals/user.json';
import countries from '../../../../../tests/fixtures/auth/country.json';
import authentication from '../../../../../tests/fixtures/profile/authentication.json';
import resendOtp from '../../../../../tests/fixtures/auth/resendotp.json';

const base = { user: { body: user }, country: { body: countries }, authentication: { body: authentication }, 'POST resendotp': { body: resendOtp } };

/** The island opens the tab its address names (?tab=…); a preview sets it before it renders. */
const onTab = (tab: string): Scenario => ({
  routes: base,
  setup: () => {
    const url = new URL(window.location.href);
    url.searchParams.set('tab', tab);
    history.replaceState(history.state, '', url);
  },
});

const scenarios = {
  loading: { routes: { ...base, user: hang } },
  basic: onTab('basic'),
  '2fa': onTab('2fa'),
  password: onTab('password'),
  mpin: onTab('mpin'),
  authentication: onTab('authentication'),
  withdraw: onTab('withdraw'),
  error: { routes: { ...base, user: serverError } },
} satisfies Record<string, Scenario>;

export function ProfileTabsPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <ProfileTabs />}</IslandFrame>;
}
