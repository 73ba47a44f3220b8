/**
 * The statement controls as a list's first paint draws them before React arrives (the ledgers, the
 * deposits): DateRangeFilter with no range and StatementExport before a statement is asked for, with
 * the classes of their Field, Input and Buttons made at build time (`statementFirstLook`); the fields
 * are form-view.ts's, as every first paint's.
 */
import { cn } from '../lib/cn.ts';
import type * as catalogue from '../lib/text.ts';
import { h, type View } from '../lib/view.ts';
import { buttonVariants, inputClasses, labelClasses } from './ui/looks.ts';
import { fieldView, inputView } from './form-view.ts';

export const statementFirstLook = (text: typeof catalogue) => ({
  label: labelClasses,
  input: cn(inputClasses),
  button: cn(buttonVariants()),
  outline: cn(buttonVariants({ variant: 'outline' })),
  text: {
    filterLabel: text.statement.filterLabel,
    from: text.statement.from,
    to: text.statement.to,
    filterHint: text.statement.filterHint,
    exportCsv: text.statement.exportCsv,
    print: text.statement.print,
  },
});
export type StatementFirstLook = ReturnType<typeof statementFirstLook>;

/** A date field as DateRangeFilter's Field and Input draw it. */
const dateField = (look: StatementFirstLook, name: 'from' | 'to', label: string): View => {
  const id = `first-paint-${name}`;
  return fieldView(id, label, inputView(id, { type: 'date', name }, look), look, { className: 'w-40' });
};

/** DateRangeFilter with no range. */
export const filterView = (look: StatementFirstLook): View =>
  h('fieldset', 'grid min-w-0 gap-2', [
    h('legend', 'mb-1 text-sm font-medium', [look.text.filterLabel]),
    h('div', 'flex flex-wrap items-start gap-3', [
      dateField(look, 'from', look.text.from),
      dateField(look, 'to', look.text.to),
    ]),
    h('div', 'flex flex-wrap items-center gap-3', [h('p', 'text-xs text-muted-foreground', [look.text.filterHint])]),
  ]);

/** StatementExport before a statement is asked for; its Print works at once (`wirePrint`). */
export const exportView = (look: StatementFirstLook): View =>
  h('div', 'grid gap-2', [
    h('div', 'flex flex-wrap items-center gap-2', [
      h('button', look.button, [look.text.exportCsv], { type: 'button' }),
      h('button', look.outline, [look.text.print], { type: 'button', 'data-print': '' }),
    ]),
    h('p', 'text-sm text-muted-foreground', [], { role: 'status' }),
  ]);

/** Print, pressed on a drawn statement, prints the page at once. */
export const wirePrint = (root: ParentNode): void =>
  root.querySelector('[data-print]')?.addEventListener('click', () => window.print());
