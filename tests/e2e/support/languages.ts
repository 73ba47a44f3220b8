/** The portal's languages for the e2e tests: each one's catalogue and its pages' addresses. */
import * as en from '../../../src/lib/text.ts';
import * as hi from '../../../src/lib/text/hi.ts';
import * as es from '../../../src/lib/text/es.ts';
import { LANG_CODES, type Lang } from '../../../src/lib/lang.ts';
import type { RouteEntry } from '../../../src/lib/routes.ts';

export const catalogues = { en, hi, es } as const;
export type Catalogue = typeof en;

export const languages = LANG_CODES;

/** The catalogue of a language, typed as the English one (the translations have its shape). */
export const textIn = (lang: Lang): Catalogue => catalogues[lang] as unknown as Catalogue;

/** A route's title in a language. */
export const titleIn = (route: RouteEntry, lang: Lang): string => textIn(lang).pages.titles[route.name];
