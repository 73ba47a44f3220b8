import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';

/** A label naming an input, and one dimmed by a disabled control before it (peer). */
export function LabelPreview() {
  return (
    <div className="grid max-w-md gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="lb-name">Full name</Label>
        <Input id="lb-name" />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="lb-off" disabled />
        <Label htmlFor="lb-off">Disabled control: the label dims too</Label>
      </div>
    </div>
  );
}
