/** Schemas of the news calls (spec part 1): GET news, GET news/{id}/read. */
import * as z from 'zod/mini';
import { pageItems } from '../api/coerce.ts';
import { envelope, flag, num, optFlag, optStr, raw, str } from '../api/schema.ts';

/** A news item; `body` is HTML from the server and is sanitised before it is shown. */
export const NewsItem = z.lazy(() =>
  z.object({
    id: num,
    title: str,
    image: optStr,
    body: str,
    published_at: optStr,
    is_show: flag,
    // Whether this member has opened it (an extension, docs/backend-extensions.md); null when unsaid.
    is_read: z._default(optFlag, null),
  }),
);
export type NewsItem = z.output<typeof NewsItem>;

/** GET news: a list, or a page object of items (both occur), and how many the member has not opened. */
export const NewsAnswer = z.lazy(() =>
  z.object({
    ...envelope,
    // Left out by some answers: then no count is shown rather than a made-up one.
    unread_count: z.optional(raw.num),
    data: z.pipe(
      z.union([z.array(NewsItem), z.object({ data: z.array(NewsItem) }), z.null(), z.undefined()]),
      z.transform(pageItems),
    ),
  }),
);
export type NewsAnswer = z.output<typeof NewsAnswer>;

export const NewsReadAnswer = z.lazy(() => z.object({ ...envelope }));
