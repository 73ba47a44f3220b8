import { NewsBody } from '../../../components/NewsBody.tsx';

const formatted =
  '<h2>Big heading</h2><p>Plain, <strong>bold</strong> and <em>italic</em> text, with <a href="/user/chat">a link</a>.</p>' +
  '<ul><li>First point</li><li>Second point</li></ul>';
// What the sanitiser removes: the script, the frame, a third-party picture and the javascript: link
// target. (Inline handlers and styles are removed too, but a docs page cannot show them: the page's
// CSP reports them as soon as the inert copy is parsed.)
const hostile =
  '<p>Kept text.</p><script>alert(1)</script><iframe src="https://example.com/"></iframe>' +
  '<img src="https://tracker.example/pixel.gif" alt="tracker"><a href="javascript:alert(1)">A link whose target is dropped</a>';

/** A formatted body (headings become h3 under the dialog's title) and a hostile one, cleaned. */
export function NewsBodyPreview() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section aria-label="Formatted body" className="rounded-lg border border-border bg-card p-4">
        <NewsBody html={formatted} />
      </section>
      <section aria-label="Hostile body, cleaned" className="rounded-lg border border-border bg-card p-4">
        <NewsBody html={hostile} />
      </section>
    </div>
  );
}
