import { useLayoutEffect, useRef } from 'react';
import { API_URL } from '../lib/api/client.ts';
import { sanitizeHtml } from '../lib/dashboard/sanitize.ts';

/** A news item's body as the pop-ups and the news list show it. */
const NEWS_BODY =
  'grid gap-2 text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_img]:h-auto [&_img]:max-w-full [&_li]:ms-5 [&_ol]:list-decimal [&_ul]:list-disc [&_table]:block [&_table]:overflow-x-auto [&_h3]:font-semibold';

/**
 * A news item's picture: a banner of fixed proportions (cropped to fit), so the pop-up anchored to the
 * screen's foot keeps its size while the picture loads instead of growing and moving the page. Lower
 * on a phone, where the pop-up has a third of the screen and the text should show beside it.
 */
export function NewsImage({ src }: { src: string }) {
  return <img src={src} alt="" className="aspect-[4/1] w-full rounded-md bg-muted object-cover sm:aspect-[12/5]" />;
}

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
  // Filled in before the browser paints: a pop-up anchored to the screen's foot would otherwise grow
  // upwards a frame after it showed, and its text would jump.
  useLayoutEffect(() => {
    const apiOrigin = new URL(API_URL, window.location.origin).origin;
    box.current?.replaceChildren(sanitizeHtml(html, { imageOrigins: [apiOrigin] }));
  }, [html]);
  return <div ref={box} data-news-body="" lang="en" className={NEWS_BODY} />;
}
