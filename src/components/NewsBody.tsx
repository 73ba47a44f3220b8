import { useEffect, useRef } from 'react';
import { API_URL } from '../lib/api/client.ts';
import { sanitizeHtml } from '../lib/dashboard/sanitize.ts';
import { NEWS_BODY } from './news-view.ts';

export type NewsBodyProps = {
  /** The item's body: HTML from the server, sanitised before it is shown. */
  html: string;
};

/**
 * A news item's body, as the pop-ups and the news list show it: sanitised in an inert document, then
 * adopted into the page (never set as HTML). Images may come from the page's and the API's origin.
 */
export function NewsBody({ html }: NewsBodyProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const apiOrigin = new URL(API_URL, window.location.origin).origin;
    box.current?.replaceChildren(sanitizeHtml(html, { imageOrigins: [apiOrigin] }));
  }, [html]);
  return <div ref={box} data-news-body="" lang="en" className={NEWS_BODY} />;
}
