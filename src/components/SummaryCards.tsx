import type { SummaryGroup } from '../lib/api/schema.ts';
import { moneyText } from '../lib/format/format.ts';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card.tsx';

/** Summary card groups (`more_details`): each a title over small cards of title and value. */
export function SummaryCards({ groups, label }: { groups: readonly SummaryGroup[]; label: string }) {
  if (groups.length === 0) return null;
  return (
    <section aria-label={label} className="grid gap-4 md:grid-cols-2">
      {groups.map((group, index) => (
        <Card key={`${group.title}-${index}`}>
          <CardHeader className="pb-3 sm:pb-3">
            <CardTitle className="text-base">{group.title}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {group.body.map((item, itemIndex) => (
                <div key={`${item.title}-${itemIndex}`} className="min-w-0 rounded-md bg-muted p-2.5">
                  <dt className="text-xs leading-tight text-muted-foreground">{item.title}</dt>
                  <dd className="truncate font-semibold tabular-nums">
                    <span dir="ltr">{moneyText(item.value)}</span>
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
