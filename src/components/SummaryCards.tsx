import type { SummaryGroup } from '../lib/api/schema.ts';
import { moneyText } from '../lib/format/format.ts';
import { serverText, serverValue } from '../lib/server-text.ts';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card.tsx';

/** Summary card groups (`more_details`): each a title over small cards of title and value. */
export function SummaryCards({ groups, label }: { groups: readonly SummaryGroup[]; label: string }) {
  if (groups.length === 0) return null;
  return (
    <section aria-label={label} className="grid gap-4 md:grid-cols-2">
      {groups.map((group, index) => (
        <Card key={index}>
          <CardHeader className="pb-3 sm:pb-3">
            <CardTitle className="text-base" lang={serverText(group.title).lang}>
              {serverText(group.title).text}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {group.body.map((item, at) => (
                <div key={at} className="min-w-0 rounded-md bg-muted p-2.5">
                  <dt className="text-xs leading-tight text-muted-foreground" lang={serverText(item.title).lang}>
                    {serverText(item.title).text}
                  </dt>
                  <dd className="truncate font-semibold tabular-nums">
                    <span dir="ltr">{moneyText(serverValue(item.value))}</span>
                  </dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}

/** Cards of terms above a list, each its title over a bulleted list (a subscription's cancellation fees). */
export function Notices({ notices }: { notices: readonly { title: string; lines: readonly string[] }[] }) {
  return notices.map((notice, index) => (
    <Card key={index} className="border-warning/60">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle className="text-base">{notice.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-1 ps-5 text-sm">
          {notice.lines.map((line, at) => (
            <li key={at}>{line}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  ));
}
