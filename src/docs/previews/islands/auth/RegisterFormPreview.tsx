import { hang, serverError } from '../../../mock.ts';
import { click, fill, IslandFrame, leave, type State } from '../../../IslandFrame.tsx';
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

/** Types into a field and leaves it, which runs its live check. */
const enter = async (page: HTMLElement, label: string, value: string) => {
  await fill(page, label, value);
  await leave(page, label);
};

export const scenarios = {
  empty: {
    title: 'Empty form (binary plan)',
    note: 'Plan flags from GET pre-register decide which fields show.',
    routes: base,
  },
  required: {
    title: 'Required fields',
    note: 'Register with nothing typed: every field says what is missing.',
    routes: base,
    act: (page) => click(page, t.register),
  },
  checks: {
    title: 'Live checks',
    note: 'Username available, sponsor found (with the name), placement taken — each on a line that keeps its place.',
    routes: base,
    act: async (page) => {
      await enter(page, t.username, 'newbie7');
      await enter(page, t.sponsor, 'demo');
      await click(page, t.left, 'label');
      await enter(page, t.parent, 'authdemo');
    },
  },
  taken: {
    title: 'Username taken',
    note: 'The check says “Not Available” and marks the field invalid; Register will not send it.',
    routes: base,
    act: (page) => enter(page, t.username, 'demo'),
  },
  checking: {
    title: 'Checking the username',
    note: 'The availability check is on its way.',
    routes: { ...base, 'check/*/username': hang },
    act: (page) => enter(page, t.username, 'newbie7'),
  },
  rejected: {
    title: 'Rejected by the server',
    note: 'register answers field errors: each shows under its field; a toast says the first.',
    routes: base,
    act: async (page) => {
      await fill(page, t.name, 'New Member');
      await enter(page, t.username, 'newbie7');
      await fill(page, t.email, 'demo@example.test');
      await fill(page, t.country, '1');
      await fill(page, t.phone, '+15551234567');
      await fill(page, t.password, 'Secret@123');
      await fill(page, t.spassword, '1234');
      await enter(page, t.sponsor, 'demo');
      await click(page, t.left, 'label');
      await enter(page, t.parent, 'demo');
      await click(page, t.register);
    },
  },
  'countries-failed': {
    title: 'Countries failed to load',
    note: 'GET country answered 500: the field says so and offers Try again.',
    routes: { ...base, country: serverError },
  },
} satisfies Record<string, State>;

export function RegisterFormPreview() {
  return (
    <IslandFrame scenarios={scenarios} visitor>
      {() => (
        <div className="mx-auto max-w-md rounded-[var(--radius)] border border-border bg-card p-6 shadow-sm">
          <RegisterForm paths={paths} />
        </div>
      )}
    </IslandFrame>
  );
}
