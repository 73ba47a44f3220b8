import { Input } from '../../../components/ui/input.tsx';

/** Text, number, disabled, invalid and file inputs, each with its label. */
export function InputPreview() {
  return (
    <div className="grid max-w-md gap-4">
      <div className="grid gap-1.5">
        <label htmlFor="in-text" className="text-sm font-medium">
          Username
        </label>
        <Input id="in-text" placeholder="demo" />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="in-amount" className="text-sm font-medium">
          Amount (USDT)
        </label>
        <Input id="in-amount" type="number" inputMode="decimal" min={0} step="0.01" defaultValue="25" />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="in-disabled" className="text-sm font-medium">
          Sponsor (fixed)
        </label>
        <Input id="in-disabled" disabled defaultValue="demo" />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="in-invalid" className="text-sm font-medium">
          Invalid
        </label>
        <Input id="in-invalid" aria-invalid defaultValue="not an e-mail" />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="in-file" className="text-sm font-medium">
          Proof (PNG or JPEG)
        </label>
        <Input id="in-file" type="file" accept="image/png,image/jpeg" />
      </div>
    </div>
  );
}
