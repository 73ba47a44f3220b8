import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/** A full card (header, content, footer) beside a content-only card. */
export function CardPreview() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h3">Wallet</CardTitle>
          <CardDescription>Balance available to withdraw.</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="text-2xl font-semibold tabular-nums">125.50 USDT</p>
        </CardContent>
        <CardFooter>
          <Button size="sm">Withdraw</Button>
          <Button size="sm" variant="outline">
            History
          </Button>
        </CardFooter>
      </Card>
      <Card className="p-4">
        <p className="text-sm text-muted-foreground">
          A card is only a surface: padding, border and shadow. Content-only cards set their own padding.
        </p>
      </Card>
    </div>
  );
}
