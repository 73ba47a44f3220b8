import { hang, serverError } from '../../../mock.ts';
import { click, fill, IslandFrame, leave, type Scenario } from '../../../IslandFrame.tsx';
import { RegisterForm } from '../../../../islands/auth/RegisterForm.tsx';
import * as text from '../../../../lib/text.ts';
import plan from '../../../../../tests/fixtures/auth/pre-register.json';
import countries from '../../../../../tests/fixtures/auth/country.json';
import available from '../../../../../tests/fixtures/auth/check-username-available.json';
import taken from '../../../../../tests/fixtures/auth/check-username-taken.json';
import sponsor from '../../../../../tests/fixtures/auth/check-sponsor.json';
import placementTaken from '../../../../../tests/fixtures/auth/placement-taken.json';
import placementAvailable from '../../../../../tests/fixtures/auth/placement-available.json';
import rejected from '../../../../../tests/fixtures/auth/register-rejected.json';

const t = text.auth;
const paths = { login: '/login', verifyEmail: '/verifyEmail' };
const base = {
  'pre-register': { body: plan },
  country: { body: countries },
  'check/demo/username': { body: taken },
  'check/*/username': { body: available },
  'check/*/sponsor': { body: sponsor },
  'check-demo-authdemo-L-placement': { body: placementTaken },
  'check-*-placement': { body: placementAvailable },
  'POST register': { body: rejected },
};

const fillAll = async (page: HTMLElement) => {
  await fill(page, t.name, 'New Member');
  await fill(page, t.username, 'newbie7');
  await leave(page, t.username);
  await fill(page, t.email, 'demo@example.test');
  await fill(page, t.country, '1');
  await fill(page, t.phone, '+15551234567');
  await fill(page, t.password, 'Secret@123');
  await fill(page, t.spassword, '1234');
  await fill(page, t.sponsor, 'demo');
  await leave(page, t.sponsor);
  await click(page, t.left, 'label');
  await fill(page, t.parent, 'demo');
  await leave(page, t.parent);
};

const scenarios = {
  empty: { routes: base, session: null },
  required: { routes: base, session: null, act: (page) => click(page, t.register) },
  checks: {
    routes: base,
    session: null,
    act: async (page) => {
      await fill(page, t.username, 'newbie7');
      await leave(page, t.username);
      await fill(page, t.sponsor, 'demo');
      await leave(page, t.sponsor);
      await click(page, t.left, 'label');
      await fill(page, t.parent, 'authdemo');
      await leave(page, t.parent);
    },
  },
  taken: {
    routes: base,
    session: null,
    act: async (page) => {
      await fill(page, t.username, 'demo');
      await leave(page, t.username);
    },
  },
  checking: {
    routes: { ...base, 'check/*/username': hang },
    session: null,
    act: async (page) => {
      await fill(page, t.username, 'newbie7');
      await leave(page, t.username);
    },
  },
  rejected: {
    routes: base,
    session: null,
    act: async (page) => {
      await fillAll(page);
      await click(page, t.register);
    },
  },
  'countries-failed': { routes: { ...base, country: serverError }, session: null },
} satisfies Record<string, Scenario>;

export function RegisterFormPreview() {
  return (
    <IslandFrame scenarios={scenarios}>
      {() => (
        <div className="mx-auto max-w-md rounded-[var(--radius)] border border-border bg-card p-6 shadow-sm">
          <RegisterForm paths={paths} />
        </div>
      )}
    </IslandFrame>
  );
}
