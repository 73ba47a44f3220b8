/**
 * The KYC page's markup as views (lib/view.ts): the banner, the instructions, a proof's step, the
 * documents' columns and the list's card. The island draws them with React (KycCenter.tsx and its
 * parts: the Start button, a step's form, the table, the pager and a failure's notice in their slots);
 * the page's first paint with the DOM before React arrives (first-paint-run.ts), with a step's form as
 * it first shows.
 */
import { tableFirstLook, type ViewColumn } from '../../components/data-table-view.ts';
import { statusView } from '../../components/status-view.ts';
import { buttonVariants } from '../../components/ui/looks.ts';
import { cn } from '../../lib/cn.ts';
import { dateTimeDMY } from '../../lib/format/format.ts';
import { KYC_TYPES, type KycType } from '../../lib/kyc/kinds.ts';
import { documentLabel, needsBack, type KycBanner, type WizardStep } from '../../lib/kyc/progress.ts';
import type { KycDocument } from '../../lib/kyc/schema.ts';
import { MAX_LENGTH } from '../../lib/api/limits.ts';
import type { Status } from '../../lib/status.ts';
import type * as catalogue from '../../lib/text.ts';
import { h, iconView, slot, type View } from '../../lib/view.ts';
import { fieldView, fileFieldView, formLook, inputView, selectView } from '../../components/form-view.ts';

/** The wizard's steps: the instructions, then one per proof. */
export const STEPS: WizardStep[] = ['instructions', ...KYC_TYPES];

const CARD = 'min-w-0 rounded-lg border border-border bg-card p-4 shadow-sm';

/** The words the page's views show, picked from the catalogue (the first paint carries these alone). */
export const kycWords = (kyc: typeof catalogue.kyc, common: Pick<typeof catalogue.common, 'dash'>) => ({
  incomplete: kyc.incomplete,
  waiting: kyc.waiting,
  verified: kyc.verified,
  /** "Step n of 4", the nth (from 1) at n - 1. */
  stepOf: STEPS.map((_, index) => kyc.stepOf(index + 1, STEPS.length)),
  instructionsTitle: kyc.instructionsTitle,
  instructions: kyc.instructions,
  start: kyc.start,
  steps: kyc.steps,
  documentName: kyc.documentName,
  chooseDocument: kyc.chooseDocument,
  documentNumber: kyc.documentNumber,
  photo: kyc.photo,
  front: kyc.front,
  back: kyc.back,
  imageHint: kyc.imageHint,
  upload: kyc.upload,
  opensNewTab: kyc.opensNewTab,
  frontLink: kyc.frontLink,
  backLink: kyc.backLink,
  columns: kyc.columns,
  empty: kyc.empty,
  listTitle: kyc.listTitle,
  rejectedNote: kyc.rejectedNote,
  tableLabel: kyc.tableLabel,
  status: kyc.status,
  dash: common.dash,
});
export type KycWords = ReturnType<typeof kycWords>;

const BANNERS: Record<KycBanner, { className: string; icon: string; mark: string }> = {
  incomplete: {
    className: 'border-warning/60 bg-warning/10',
    icon: 'text-warning',
    mark: 'M12 7v6M12 16.5v.5',
  },
  waiting: {
    className: 'border-primary/40 bg-primary/5',
    icon: 'text-primary',
    mark: 'M12 11v6M12 7.5v.5',
  },
  verified: {
    className: 'border-success/50 bg-success/10',
    icon: 'text-success',
    mark: 'm8 12 3 3 5-6',
  },
};

/** Where the member stands (lib/kyc/progress.ts's bannerFor), in words beside its icon. */
export function bannerView(kind: KycBanner, words: KycWords): View {
  const banner = BANNERS[kind];
  return h(
    'div',
    `flex items-center gap-2 rounded-lg border p-3 text-sm font-medium ${banner.className}`,
    [
      iconView(`size-5 shrink-0 ${banner.icon}`, [
        h('circle', undefined, [], { cx: '12', cy: '12', r: '10' }),
        h('path', undefined, [], { d: banner.mark }),
      ]),
      h('span', undefined, [words[kind]]),
    ],
    { role: 'status' },
  );
}

const stepOf = (step: WizardStep, words: KycWords) =>
  h('p', 'text-xs font-semibold uppercase tracking-wide text-primary', [words.stepOf[STEPS.indexOf(step)]!]);

/** The wizard's first step: what to have ready, and Start (slot `start`). */
export const instructionsView = (start: View, words: KycWords): View =>
  h(
    'section',
    `${CARD} sm:p-6`,
    [
      stepOf('instructions', words),
      h('h2', 'mb-3 text-lg font-semibold', [words.instructionsTitle], { id: 'kyc-instructions-title' }),
      h(
        'ul',
        'mb-4 grid list-disc gap-1.5 ps-5 text-sm',
        words.instructions.map((line) => h('li', undefined, [line])),
      ),
      slot('start', start),
    ],
    { 'aria-labelledby': 'kyc-instructions-title' },
  );

/** A proof's step: its number and title over its form (slot `form`); `id` names its title. */
export const stepView = (type: KycType, id: string, form: View, words: KycWords): View =>
  h(
    'section',
    `${CARD} sm:p-6`,
    [
      stepOf(type, words),
      h('h2', 'mb-4 text-lg font-semibold', [words.steps[type] ?? type], { id: `${id}-title` }),
      slot('form', form),
    ],
    { 'aria-labelledby': `${id}-title` },
  );

/**
 * A proof's form as it first shows, empty (UploadStep's): the document's name waits for the names'
 * list (the island's does too), its number may be typed, the images wait for the island (a file chosen
 * before could not be handed to it).
 */
export function uploadFormView(type: KycType, id: string, look: KycLook, words: KycWords): View {
  const t = words;
  const required = { required: true };
  return h(
    'form',
    'grid gap-4',
    [
      type !== 'photo'
        ? h('div', 'grid gap-4 sm:grid-cols-2', [
            fieldView(
              `${id}-name`,
              t.documentName,
              selectView(`${id}-name`, 'document_name', [['', t.chooseDocument]], '', look, required),
              look,
              required,
            ),
            fieldView(
              `${id}-number`,
              t.documentNumber,
              inputView(
                `${id}-number`,
                {
                  name: 'document_number',
                  dir: 'ltr',
                  maxlength: String(look.numberMax),
                  autocomplete: 'off',
                  value: '',
                },
                look,
                true,
              ),
              look,
              required,
            ),
          ])
        : null,
      h('div', 'grid gap-4 sm:grid-cols-2', [
        fileFieldView(`${id}-front`, type === 'photo' ? t.photo : t.front, t.imageHint, look, required),
        needsBack(type) ? fileFieldView(`${id}-back`, t.back, t.imageHint, look, required) : null,
      ]),
      h('button', look.submit, [t.upload], { type: 'submit' }),
    ],
    { novalidate: '' },
  );
}

/** A document's image, opened in a new tab (at `imageOf(name)`). */
const imageLink = (name: string | null, label: string, imageOf: (name: string) => string, words: KycWords): View =>
  name
    ? h(
        'a',
        'inline-flex min-h-6 min-w-6 items-center text-primary underline underline-offset-2',
        [label, h('span', 'sr-only', [words.opensNewTab])],
        { href: imageOf(name), target: '_blank', rel: 'noopener noreferrer' },
      )
    : null;

/** The uploaded documents' columns (GET kyc-list): images at `imageOf(name)`, a status as `statusOf` reads it. */
export function kycColumns(
  imageOf: (name: string) => string,
  statusOf: (code: number) => Status,
  words: KycWords,
): ViewColumn<KycDocument>[] {
  const c = words.columns;
  return [
    { id: 'type', header: c.type, view: (doc) => words.steps[doc.document_type] ?? doc.document_type, key: true },
    {
      id: 'name',
      header: c.name,
      view: (doc) => h('span', 'capitalize', [documentLabel(doc.document_name)]),
      key: true,
    },
    {
      id: 'number',
      header: c.number,
      view: (doc) => h('span', 'font-mono', [doc.document_number ?? words.dash]),
      ltr: true,
    },
    {
      id: 'images',
      header: c.images,
      view: (doc) =>
        h('span', 'inline-flex gap-3', [
          imageLink(doc.front, words.frontLink, imageOf, words),
          imageLink(doc.back, words.backLink, imageOf, words),
        ]),
    },
    { id: 'status', header: c.status, view: (doc) => statusView(statusOf(doc.status)), key: true },
    { id: 'remarks', header: c.remarks, view: (doc) => doc.remarks ?? words.dash, className: 'min-w-48' },
    {
      id: 'date',
      header: c.date,
      view: (doc) => dateTimeDMY(doc.created_at),
      className: 'tabular-nums',
      key: true,
      ltr: true,
    },
  ];
}

/** No document yet, in place of the table. */
export const noDocumentsView = (words: KycWords): View =>
  h('p', 'py-6 text-center text-sm text-muted-foreground', [words.empty]);

/**
 * The documents' card: its title, the note on a rejected document (`rejected`), a failed page's notice
 * (slot `error`), the table (slot `table`) and the pager (slot `pager`).
 */
export const listView = (rejected: boolean, table: View, words: KycWords): View =>
  h(
    'section',
    CARD,
    [
      h('h2', 'mb-1 text-base font-semibold', [words.listTitle], { id: 'kyc-list-title' }),
      rejected ? h('p', 'mb-2 text-sm text-muted-foreground', [words.rejectedNote]) : null,
      slot('error', null),
      slot('table', table),
      slot('pager', null),
    ],
    { 'aria-labelledby': 'kyc-list-title' },
  );

/** The page's classes and words, made at build time in the page's language (scripts/inline-scripts.mjs). */
export const kycLook = (text: typeof catalogue) => {
  const words = kycWords(text.kyc, text.common);
  return {
    ...formLook(text.ui),
    words,
    start: cn(buttonVariants()),
    // The document number's longest (the island's field has it from lib/api/limits.ts too)
    numberMax: MAX_LENGTH.document_number,
    table: tableFirstLook(
      kycColumns(String, () => ({ tone: 'neutral', label: '' }), words),
      { details: text.ui.details, noData: text.common.noData },
    ),
  };
};
export type KycLook = ReturnType<typeof kycLook>;
