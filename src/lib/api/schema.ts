/**
 * Building blocks for the contract's schemas. The backend sends numbers as strings, flags as
 * 0/1/'0'/'1'/true, and nulls where a value is missing; the schemas absorb that so screens get
 * clean types.
 *
 * Every schema a module keeps (here and in each lib/<area>/schema.ts) is `z.lazy`: built the first
 * time it reads an answer or a form, not when its module loads. A page's scripts load many schemas
 * it may never use, and building them all would lengthen the task that starts the page's islands
 * (schema.test.ts holds every schema module to this). Unused ones are also dropped from the bundle.
 */
import * as z from 'zod/mini';
import { MAX_LENGTH, type LimitedField } from './limits.ts';
import { saysAvailable } from './availability.ts';
import { common } from '../text/common.ts';
import { isOn, readMessage } from './envelope.ts';
import { toNumber, toOptionalFlag, toOptionalNumber, toOptionalText, toText } from './coerce.ts';

/** The length check of a stored text field (MAX_LENGTH), with its field error. */
export const maxText = (field: LimitedField) => z.maxLength(MAX_LENGTH[field], common.tooLong(MAX_LENGTH[field]));

/**
 * An e-mail address in printable ASCII: no spaces and no look-alike letters (the Kelvin sign for "k",
 * Cyrillic "а" for "a"), so no address can pass for another member's.
 */
export const plainEmail = () => z.regex(/^[\x21-\x7E]*$/, common.emailCharacters);

/** A number read from the contract's loose values by `read` (coerce.ts); what is not a number is refused. */
const numeric = <T extends number | null>(read: (value: string | number | null | undefined) => T) =>
  z.pipe(
    z.union([z.number(), z.string(), z.null(), z.undefined()]),
    z.transform((value, ctx) => {
      const n = read(value);
      if (Number.isNaN(n)) {
        ctx.issues.push({ code: 'custom', message: 'not a number', input: value });
        return z.NEVER;
      }
      return n;
    }),
  );

/** A number, also when sent as a numeric string. Null, empty or missing becomes 0. */
const numberLike = z.lazy(() => numeric(toNumber));

/** Text, also when sent as a number. Null or missing becomes ''. */
const textLike = z.lazy(() => z.pipe(z.union([z.string(), z.number(), z.null(), z.undefined()]), z.transform(toText)));

/** Text that may be missing: null, missing and '' become null. */
const optionalText = z.lazy(() =>
  z.pipe(z.union([z.string(), z.number(), z.null(), z.undefined()]), z.transform(toOptionalText)),
);

/** A flag sent as true/false, 1/0 or '1'/'0'; missing is false. */
const flagLike = z.lazy(() =>
  z.pipe(
    z.union([z.boolean(), z.number(), z.string(), z.null(), z.undefined()]),
    z.transform((value: boolean | number | string | null | undefined) => isOn(value)),
  ),
);

// Wrapped in defaults so an answer that leaves the field out altogether still parses (a key whose
// schema only accepts undefined would otherwise count as required).
export const num = z.lazy(() => z._default(numberLike, 0));
export const str = z.lazy(() => z._default(textLike, ''));
export const optStr = z.lazy(() => z._default(optionalText, null));
export const flag = z.lazy(() => z._default(flagLike, false));
/** The same without the default, for `z.optional(raw.num)`: a missing field stays undefined. */
export const raw = {
  num: numberLike,
  str: textLike,
  optStr: optionalText,
  flag: flagLike,
};

/**
 * A number that may be missing: null, empty or missing stays null (the answer did not say). Apart from
 * `raw`, so only the answers that use it carry it.
 */
export const optNum = z.lazy(() => numeric(toOptionalNumber));

/** A flag that may be missing: null, empty or missing stays null (the answer did not say). */
export const optFlag = z.lazy(() =>
  z.pipe(z.union([z.boolean(), z.number(), z.string(), z.null(), z.undefined()]), z.transform(toOptionalFlag)),
);

/** The status field of the envelope, in any spelling. */
export const status = z.lazy(() => z.optional(z.union([z.boolean(), z.number(), z.string(), z.null()])));

/** A Laravel-style page object of `item`. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z._default(num, 1),
    last_page: z._default(num, 1),
    from: z.optional(z.nullable(raw.num)),
    to: z.optional(z.nullable(raw.num)),
    total: z.optional(raw.num),
    per_page: z.optional(raw.num),
    next_page_url: z.optional(z.nullable(z.string())),
    prev_page_url: z.optional(z.nullable(z.string())),
  });
}

export type Page<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  from?: number | null;
  to?: number | null;
  total?: number;
  per_page?: number;
  next_page_url?: string | null;
  prev_page_url?: string | null;
};

/** The envelope every answer may carry besides its data. */
export const envelope = {
  status,
  msg: z.optional(z.unknown()),
  message: z.optional(z.unknown()),
  errors: z.optional(z.unknown()),
};

/**
 * An answer with its text read: `message` is the server's words (from `msg` or `message`, whichever
 * carries text), or undefined. Islands read `answer.message`, never the dialect's fields.
 */
export function answerOf<S extends Record<string, z.ZodMiniType>>(shape: S) {
  return z.pipe(
    z.object({ ...envelope, ...shape }),
    z.transform((value) => ({ ...value, message: readMessage(value as Record<string, unknown>) })),
  );
}

/** An answer that carries nothing but its text. */
export const MessageAnswer = z.lazy(() => answerOf({}));
export type MessageAnswer = z.output<typeof MessageAnswer>;

/**
 * check/{name}/username and check/{name}/sponsor: `data` is the backend's word 'Available' (any case)
 * or its refusal; `available` says which, `info` is the sponsor's details when sent.
 */
export const AvailabilityAnswer = z.lazy(() =>
  z.pipe(
    answerOf({ data: str, info: z.optional(z.nullable(z.unknown())) }),
    z.transform((value) => ({ ...value, available: saysAvailable(value.data) })),
  ),
);
export type AvailabilityAnswer = z.output<typeof AvailabilityAnswer>;

/** A summary card group: a title and small cards of title and value. */
export const summaryGroup = z.lazy(() =>
  z.object({
    title: str,
    body: z._default(z.array(z.object({ title: str, value: str })), []),
  }),
);
export type SummaryGroup = z.output<typeof summaryGroup>;
