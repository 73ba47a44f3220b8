import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';

/** Text, number, disabled, invalid and file inputs, each with its label. */
export function InputPreview() {
  return (
    <div className="grid max-w-md gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="in-text">Username</Label>
        <Input id="in-text" placeholder="demo" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="in-amount">Amount (USDT)</Label>
        <Input id="in-amount" type="number" inputMode="decimal" min={0} step="0.01" defaultValue="25" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="in-disabled">Sponsor (fixed)</Label>
        <Input id="in-disabled" disabled defaultValue="demo" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="in-invalid">Invalid</Label>
        <Input id="in-invalid" aria-invalid defaultValue="not an e-mail" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="in-file">Proof (PNG or JPEG)</Label>
        <Input id="in-file" type="file" accept="image/png,image/jpeg" />
      </div>
    </div>
  );
}
