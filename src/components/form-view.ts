/**
 * Form controls as they first show, as views (lib/view.ts), for first paints (islands/profile,
 * islands/kyc and Manual Withdraw's amount): a labelled field as ui/field.tsx draws it, an input as ui/input.tsx, a select as
 * ui/native-select.tsx and a file field as FileField.tsx, each with nothing chosen and no error. The
 * islands draw their own (React) controls, with the same looks.
 */
import { buttonVariants, controlClasses, inputClasses, labelClasses } from './ui/looks.ts';
import { cn } from '../lib/cn.ts';
import type * as catalogue from '../lib/text.ts';
import { h, iconView, type View } from '../lib/view.ts';

/** The controls' classes (and a file field's words), made at build time (scripts/inline-scripts.mjs). */
export const formLook = (ui: Pick<typeof catalogue.ui, 'chooseFile' | 'noFile'>) => ({
  chooseFileText: ui.chooseFile,
  noFileText: ui.noFile,
  label: labelClasses,
  input: inputClasses,
  // NativeSelect's select and its chevron
  select: cn(controlClasses, 'h-10 w-full appearance-none py-2 ps-3 pe-9 text-base sm:text-sm'),
  chevron: cn('size-4', 'pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-muted-foreground'),
  // FileField's label drawn as a button
  chooseFile: cn(
    buttonVariants({ variant: 'outline' }),
    'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
  ),
  submit: cn(buttonVariants(), 'justify-self-start'),
});
export type FormLook = ReturnType<typeof formLook>;

/** Numbers, codes, e-mail addresses and phone numbers read left to right (ui/input.tsx). */
const LTR = /^(email|tel|numeric|decimal)$/;

/** The attributes Field gives its control `id` (it has no hint), and whether it is required. */
const wired = (id: string, required: boolean): Record<string, string> => ({
  id,
  ...(required ? { 'aria-required': 'true' } : {}),
});

/**
 * A Field: its label (with the required mark), the control, its hint, and the (empty) place of its
 * error; `className` as the Field's own (a fixed width).
 */
export function fieldView(
  id: string,
  label: string,
  control: View,
  look: Pick<FormLook, 'label'>,
  { required = false, hint, className }: { required?: boolean; hint?: string; className?: string } = {},
): View {
  return h('div', className, [
    h('div', 'grid gap-1.5', [
      h(
        'label',
        look.label,
        [label, required ? h('span', 'ms-0.5 text-destructive', ['*'], { 'aria-hidden': 'true' }) : null],
        { id: `${id}-label`, for: id },
      ),
      control,
      hint ? h('p', 'text-sm text-muted-foreground', [hint], { id: `${id}-hint` }) : null,
    ]),
    h('div', 'text-sm font-medium text-destructive', [], { id: `${id}-error`, 'aria-live': 'polite' }),
  ]);
}

/** An Input in a Field (`attrs` as HTML spells them: name, value, type, inputmode, maxlength…). */
export function inputView(
  id: string,
  attrs: Record<string, string>,
  look: Pick<FormLook, 'input'>,
  required = false,
): View {
  const type = attrs.type ?? 'text';
  const ltr: Record<string, string> = LTR.test(attrs.inputmode ?? type) ? { dir: 'ltr' } : {};
  return h('input', look.input, [], { type, ...ltr, ...attrs, ...wired(id, required) });
}

/** A NativeSelect in a Field with its options (value and words), `value` chosen. */
export function selectView(
  id: string,
  name: string,
  options: [string, string][],
  value: string,
  look: FormLook,
  { required = false, disabled = false } = {},
): View {
  return h('div', 'relative w-full', [
    h(
      'select',
      look.select,
      options.map(([option, words]) =>
        h('option', undefined, [words], option === value ? { value: option, selected: '' } : { value: option }),
      ),
      { name, ...wired(id, required), ...(disabled ? { disabled: '' } : {}) },
    ),
    iconView(look.chevron, [h('path', undefined, [], { d: 'm6 9 6 6 6-6' })]),
  ]);
}

/**
 * A FileField with nothing chosen, its input disabled and unlabelled (no id for its labels): a file
 * chosen before the island is up could not be handed to it, so there is none to choose until then.
 */
export function fileFieldView(
  id: string,
  label: string,
  hint: string,
  look: FormLook,
  { required = false } = {},
): View {
  return fieldView(
    id,
    label,
    h('div', 'grid gap-2', [
      h('div', 'flex flex-wrap items-center gap-x-3 gap-y-1', [
        h('input', 'peer sr-only', [], {
          type: 'file',
          accept: 'image/png,image/jpeg',
          disabled: '',
        }),
        h('label', look.chooseFile, [look.chooseFileText], { for: id }),
        h('span', 'text-sm text-muted-foreground', [look.noFileText]),
      ]),
    ]),
    look,
    { required, hint },
  );
}
