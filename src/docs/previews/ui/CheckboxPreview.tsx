import { useState } from 'react';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';

/** Unchecked, checked, indeterminate, disabled and invalid checkboxes, each named by its label. */
export function CheckboxPreview() {
  const [terms, setTerms] = useState(false);
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-2">
        <Checkbox id="cb-terms" checked={terms} onCheckedChange={(value) => setTerms(value === true)} />
        <Label htmlFor="cb-terms">I accept the terms ({terms ? 'checked' : 'not checked'})</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="cb-checked" defaultChecked />
        <Label htmlFor="cb-checked">Checked</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="cb-mixed" checked="indeterminate" />
        <Label htmlFor="cb-mixed">Indeterminate (some of a group)</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="cb-disabled" disabled />
        <Label htmlFor="cb-disabled">Disabled</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="cb-invalid" aria-invalid />
        <Label htmlFor="cb-invalid">Invalid (aria-invalid)</Label>
      </div>
    </div>
  );
}
