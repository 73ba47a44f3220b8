/** How the contract's loose values become clean ones: the schemas' building blocks (schema.ts). */
import { isOn } from './envelope.ts';

/** A number, also when sent as a numeric string; null, empty or missing is 0; anything else is NaN. */
export function toNumber(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  return typeof value === 'number' ? value : Number(value);
}

/** A number that may be missing: null, missing and '' are null; a numeric string is its number; anything else is NaN. */
export const toOptionalNumber = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined || value === '' ? null : toNumber(value);

/** A flag that may be missing: null, missing and '' are null (not said); otherwise on or off as isOn reads it. */
export const toOptionalFlag = (value: boolean | number | string | null | undefined): boolean | null =>
  value === null || value === undefined || value === '' ? null : isOn(value);

/** Text, also when sent as a number; null or missing is ''. */
export const toText = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** Text that may be missing: null, missing and '' are null. */
export const toOptionalText = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/** A list that may be missing or null: missing is empty. */
export const orNone = <T>(list: readonly T[] | null | undefined): T[] => (list ? [...list] : []);

/** One item or a list of them, read as a list; missing or null is empty. */
export const asList = <T>(value: T | readonly T[] | null | undefined): T[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? [...(value as T[])] : [value as T];

/** A list, sent as it is or as a page object of items (`{ data: [...] }`); missing or null is empty. */
export const pageItems = <T>(value: readonly T[] | { data: readonly T[] } | null | undefined): T[] =>
  value === null || value === undefined
    ? []
    : Array.isArray(value)
      ? [...(value as T[])]
      : [...(value as { data: T[] }).data];

/** A list sent as it is or as a page of items, read as a page: a plain list is its one page. */
export const asPage = <T, P extends { data: T[] }>(value: T[] | P): P | OnePage<T, P> =>
  Array.isArray(value) ? ({ data: [...value], current_page: 1, last_page: 1 } as OnePage<T, P>) : value;

/** A plain list as a page: the page's other fields (next_page_url…) are missing. */
type OnePage<T, P> = { data: T[]; current_page: number; last_page: number } & {
  [K in Exclude<keyof P, 'data' | 'current_page' | 'last_page'>]?: undefined;
};

/** A name, also when sent as an object with a name; missing or null is ''. */
export const nameText = (value: string | number | { name: string } | null | undefined): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? value.name : String(value);
