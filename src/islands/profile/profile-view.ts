/**
 * My Profile's markup as views (lib/view.ts) and the facts both its island and its first paint read:
 * the tabs and the tab a URL asks for, the Basic Info fields, a tab's card and the picture's card. The
 * island draws the cards with React (parts/common.tsx, parts/BasicInfoTab.tsx: the file field and the
 * form are its own parts in their slots); the page's first paint draws Basic Info with the DOM before
 * React arrives (first-paint-run.ts), with the tab bar and the form as they first show.
 */
import { tabsLook } from '../../components/ui/tabs-look.ts';
import { MAX_LENGTH } from '../../lib/api/limits.ts';
import { cn } from '../../lib/cn.ts';
import type { Profile } from '../../lib/profile/schema.ts';
import type * as catalogue from '../../lib/text.ts';
import { h, slot, type View } from '../../lib/view.ts';
import { fieldView, fileFieldView, formLook, inputView, selectView } from '../../components/form-view.ts';

export type TabId = 'basic' | '2fa' | 'password' | 'mpin' | 'authentication' | 'withdraw';

/** The six tabs in order, each with its words' key and the other spellings a link may use for it. */
export const PROFILE_TABS: { id: TabId; words: keyof typeof catalogue.profile.tabs; aliases: string[] }[] = [
  { id: 'basic', words: 'basic', aliases: ['basic-info', 'basicinfo', 'info'] },
  { id: '2fa', words: 'twoFa', aliases: ['twofa', '2fa-setting', 'two-factor'] },
  { id: 'password', words: 'password', aliases: [] },
  { id: 'mpin', words: 'mpin', aliases: [] },
  { id: 'authentication', words: 'authentication', aliases: ['auth'] },
  { id: 'withdraw', words: 'withdraw', aliases: ['withdraw-setting', 'withdrawsetting'] },
];

/** The words Basic Info's first paint shows, picked from the profile's (it carries these alone). */
export const profileWords = (profile: typeof catalogue.profile) => ({
  tabs: profile.tabs,
  tabsLabel: profile.tabsLabel,
  picture: profile.picture,
  changePicture: profile.changePicture,
  imageHint: profile.imageHint,
  username: profile.username,
  fields: profile.fields,
  chooseCountry: profile.chooseCountry,
  chooseGender: profile.chooseGender,
  genders: profile.genders,
  update: profile.update,
});
export type ProfileWords = ReturnType<typeof profileWords>;

/** The tab a URL asks for: ?tab=password or #password (and a few spellings), else Basic Info. */
export function tabFromUrl(href: string): TabId {
  const url = new URL(href);
  const wanted = (url.searchParams.get('tab') ?? url.hash.replace(/^#/, '')).toLowerCase();
  return PROFILE_TABS.find((tab) => tab.id === wanted || tab.aliases.includes(wanted))?.id ?? 'basic';
}

export type FieldName = keyof typeof catalogue.profile.fields;
type InputName = Exclude<FieldName, 'country' | 'gender'>;

/** Basic Info's fields in the order they show (after the username). */
export const BASIC_FIELDS: FieldName[] = [
  'name',
  'email',
  'country',
  'phone',
  'gender',
  'dob',
  'address_line1',
  'address_line2',
  'landmark',
  'city',
  'state',
  'pincode',
  'tax_id',
];

export const REQUIRED: FieldName[] = ['name', 'email', 'country', 'phone'];

/** Each text field's attributes as HTML spells them (the date's latest day is today's, added where drawn). */
export const INPUTS: Record<InputName, { type?: string; autocomplete?: string; inputmode?: string }> = {
  name: { autocomplete: 'name' },
  email: { type: 'email', autocomplete: 'email', inputmode: 'email' },
  phone: { type: 'tel', autocomplete: 'tel', inputmode: 'tel' },
  dob: { type: 'date', autocomplete: 'bday' },
  address_line1: { autocomplete: 'address-line1' },
  address_line2: { autocomplete: 'address-line2' },
  landmark: {},
  city: { autocomplete: 'address-level2' },
  state: { autocomplete: 'address-level1' },
  pincode: { autocomplete: 'postal-code', inputmode: 'numeric' },
  tax_id: {},
};

/** Today as a date field's `max`. */
export const today = () => new Date().toISOString().slice(0, 10);

/** The form's values from the member's data (a missing profile is an empty one). */
export function formOf(user: {
  name: string;
  email: string;
  profile?: Partial<Profile> | null;
}): Record<FieldName, string> {
  const p = user.profile ?? {};
  return {
    name: user.name,
    email: user.email,
    country: p.country ?? '',
    phone: p.phone ?? '',
    gender: p.gender ?? '',
    dob: p.dob ?? '',
    address_line1: p.address_line1 ?? '',
    address_line2: p.address_line2 ?? '',
    landmark: p.landmark ?? '',
    city: p.city ?? '',
    state: p.state ?? '',
    pincode: p.pincode ?? '',
    tax_id: p.tax_id ?? '',
  };
}

/** A tab's section: its title (and description) over its content (slot `body` in the island). */
export const panelView = (title: string, body: View[], description?: string): View =>
  h('section', 'min-w-0 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6', [
    h('h2', 'text-lg font-semibold', [title]),
    description ? h('p', 'mt-1 text-sm text-muted-foreground', [description]) : null,
    h('div', 'mt-4', body),
  ]);

/** The picture's card (`title`): the avatar (`src`), or the username's first letter, beside the chooser (slot `chooser`). */
export const pictureView = (title: string, src: string | null, username: string, chooser: View): View =>
  panelView(title, [
    h('div', 'flex flex-wrap items-center gap-4', [
      src
        ? h('img', 'size-20 rounded-full border border-border object-cover', [], {
            src,
            alt: '',
            width: '80',
            height: '80',
          })
        : h(
            'span',
            'inline-flex size-20 items-center justify-center rounded-full bg-primary text-2xl font-semibold text-primary-foreground',
            [username.slice(0, 1).toUpperCase()],
            { 'aria-hidden': 'true' },
          ),
      h('div', 'grid min-w-0 flex-1 gap-2', [slot('chooser', chooser)]),
    ]),
  ]);

/** The page's classes and words, made at build time in the page's language (scripts/inline-scripts.mjs). */
export const profileLook = (text: typeof catalogue) => ({
  ...formLook(text.ui),
  words: profileWords(text.profile),
  tabs: tabsLook,
  // Basic Info's TabsContent, and the place of another tab while it loads (ProfileTabs' Suspense fallback)
  panel: cn(tabsLook.content, 'data-[state=inactive]:hidden'),
  loading: cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', 'h-64 rounded-lg'),
  username: cn(formLook(text.ui).input, 'bg-muted'),
});
export type ProfileLook = ReturnType<typeof profileLook>;

const ID = 'first-paint-profile';

/** The tab bar as it first shows, `selected` chosen (ui/tabs.tsx's TabsList and TabsTrigger). */
export const tabBarView = (selected: TabId, look: ProfileLook): View =>
  h(
    'div',
    look.tabs.list,
    PROFILE_TABS.map(({ id, words }) =>
      h('button', look.tabs.trigger, [look.words.tabs[words]], {
        type: 'button',
        role: 'tab',
        id: `${ID}-trigger-${id}`,
        'aria-selected': String(id === selected),
        'aria-controls': `${ID}-content-${id}`,
        tabindex: id === selected ? '0' : '-1',
        'data-state': id === selected ? 'active' : 'inactive',
        'data-value': id,
      }),
    ),
    { role: 'tablist', 'aria-orientation': 'horizontal', 'aria-label': look.words.tabsLabel },
  );

/**
 * Basic Info's form as it first shows, filled in with the member's data: the country waits for its
 * list (the island's does too) and the gender for the island (a choice made before could not be
 * handed over).
 */
export function basicFormView(
  user: { username: string; name: string; email: string; profile?: Partial<Profile> | null },
  look: ProfileLook,
): View {
  const form = formOf(user);
  const t = look.words;
  const control = (name: FieldName): View => {
    const id = `${ID}-${name}`;
    const required = REQUIRED.includes(name);
    if (name === 'country')
      return fieldView(
        id,
        t.fields.country,
        h('div', 'grid gap-2', [
          selectView(id, name, [['', t.chooseCountry]], form.country, look, { required, disabled: true }),
        ]),
        look,
        { required },
      );
    if (name === 'gender')
      return fieldView(
        id,
        t.fields.gender,
        selectView(
          id,
          name,
          [
            ['', t.chooseGender],
            ['female', t.genders.female],
            ['male', t.genders.male],
          ],
          form.gender,
          look,
          { disabled: true },
        ),
        look,
      );
    const attrs: Record<string, string> = {
      ...INPUTS[name],
      name,
      value: form[name],
      maxlength: String(MAX_LENGTH[name]),
      ...(name === 'dob' ? { max: today() } : {}),
    };
    return fieldView(id, t.fields[name], inputView(id, attrs, look, required), look, { required });
  };
  return h(
    'form',
    'grid gap-4',
    [
      fieldView(
        `${ID}-username`,
        t.username,
        h('input', look.username, [], { type: 'text', id: `${ID}-username`, value: user.username, readonly: '' }),
        look,
      ),
      h('div', 'grid gap-4 sm:grid-cols-2', BASIC_FIELDS.map(control)),
      h('button', look.submit, [t.update], { type: 'submit' }),
    ],
    { novalidate: '' },
  );
}

/**
 * My Profile as it first shows: the tab bar with Basic Info chosen, and Basic Info's cards (the avatar
 * at `avatar`), the file field and the form as they first show; a place kept for another tab.
 */
export function profileView(
  user: { username: string; name: string; email: string; profile?: Partial<Profile> | null },
  avatar: string | null,
  look: ProfileLook,
): View {
  return h(
    'div',
    look.tabs.root,
    [
      tabBarView('basic', look),
      h(
        'div',
        look.panel,
        [
          h('div', 'grid gap-4', [
            pictureView(
              look.words.picture,
              avatar,
              user.username,
              fileFieldView(`${ID}-photo`, look.words.changePicture, look.words.imageHint, look),
            ),
            panelView(look.words.tabs.basic, [basicFormView(user, look)]),
          ]),
        ],
        {
          role: 'tabpanel',
          id: `${ID}-content-basic`,
          'aria-labelledby': `${ID}-trigger-basic`,
          tabindex: '0',
          'data-state': 'active',
        },
      ),
      h('div', look.loading, [], { 'aria-hidden': 'true', hidden: '' }),
    ],
    { 'data-orientation': 'horizontal' },
  );
}
