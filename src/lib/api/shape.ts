/**
 * An answer's schema as plain data, and a reader of it that needs no schema library: a first paint
 * (a page's data drawn before its scripts arrive) reads the head's answer with it. The shape is made
 * from the very schema the island parses with (shape-of.ts, at build time), its leaves convert with
 * the schemas' own functions (coerce.ts), and shape.test.ts holds the reader to the schema's result.
 */
import { isOn } from './envelope.ts';
import { THEN, toNumber, toOptionalFlag, toOptionalNumber, toOptionalText, toText, type ThenName } from './coerce.ts';

export type Shape =
  | { t: 'object'; of: Record<string, Shape> }
  | { t: 'array' | 'optional' | 'nullable'; of: Shape }
  /** A value read by `of`, then converted with one of the schemas' own transforms. */
  | { t: 'then'; fn: ThenName; of: Shape }
  | { t: 'union'; of: Shape[] }
  | { t: 'default'; of: Shape; value: unknown }
  | {
      t:
        | 'num'
        | 'str'
        | 'optStr'
        | 'flag'
        | 'optNum'
        | 'optFlag'
        | 'string'
        | 'number'
        | 'boolean'
        | 'null'
        | 'undefined'
        | 'unknown';
    };

/** Thrown where the value does not fit the shape (the schema would refuse it too). */
const REFUSED = new Error('refused');

const loose = (value: unknown): value is string | number | null | undefined =>
  value === null || value === undefined || typeof value === 'string' || typeof value === 'number';

/** Whether an object may lack the key: optional, with a default, or made of such. */
const mayLack = (shape: Shape): boolean =>
  shape.t === 'optional' ||
  shape.t === 'default' ||
  ((shape.t === 'then' || shape.t === 'nullable') && mayLack(shape.of)) ||
  (shape.t === 'union' && shape.of.some(mayLack));

function read(shape: Shape, value: unknown): unknown {
  switch (shape.t) {
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw REFUSED;
      const input = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape.of)) {
        // A missing key is refused unless its schema may be left out (as the schema library decides).
        if (!(key in input) && !mayLack(field)) throw REFUSED;
        const result = read(field, input[key]);
        if (result !== undefined || key in input) out[key] = result;
      }
      return out;
    }
    case 'array':
      if (!Array.isArray(value)) throw REFUSED;
      return value.map((item) => read(shape.of, item));
    case 'union':
      for (const option of shape.of) {
        try {
          return read(option, value);
        } catch {
          // the next option
        }
      }
      throw REFUSED;
    case 'optional':
      return value === undefined ? undefined : read(shape.of, value);
    case 'nullable':
      return value === null ? null : read(shape.of, value);
    case 'default':
      return value === undefined ? structuredClone(shape.value) : read(shape.of, value);
    case 'then':
      return (THEN[shape.fn] as (input: unknown) => unknown)(read(shape.of, value));
    case 'num':
    case 'optNum': {
      if (!loose(value)) throw REFUSED;
      const n = shape.t === 'num' ? toNumber(value) : toOptionalNumber(value);
      if (Number.isNaN(n)) throw REFUSED;
      return n;
    }
    case 'str':
      if (!loose(value)) throw REFUSED;
      return toText(value);
    case 'optStr':
      if (!loose(value)) throw REFUSED;
      return toOptionalText(value);
    case 'flag':
    case 'optFlag':
      if (!loose(value) && typeof value !== 'boolean') throw REFUSED;
      return shape.t === 'flag' ? isOn(value) : toOptionalFlag(value);
    case 'string':
    case 'boolean':
      if (typeof value !== shape.t) throw REFUSED;
      return value;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw REFUSED;
      return value;
    case 'null':
      if (value !== null) throw REFUSED;
      return value;
    case 'undefined':
      if (value !== undefined) throw REFUSED;
      return value;
    case 'unknown':
      return value;
  }
}

/** The value as the schema behind `shape` would give it, or null where the schema would refuse it. */
export function readShape<T>(shape: Shape, value: unknown): T | null {
  try {
    return read(shape, value) as T;
  } catch {
    return null;
  }
}
