import { useState } from 'react';
import { RadioGroup, RadioGroupItem, RadioGroupOption } from '../../../components/ui/radio-group.tsx';

/** Options with descriptions, a bare item with its own label, and a disabled option. */
export function RadioGroupPreview() {
  const [method, setMethod] = useState('otp');
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <p id="rg-method" className="text-sm font-medium">
          Second sign-in step
        </p>
        <RadioGroup aria-labelledby="rg-method" value={method} onValueChange={setMethod}>
          <RadioGroupOption value="otp" label="E-mail code" description="A six-digit code is sent to your e-mail." />
          <RadioGroupOption value="mpin" label="MPIN" description="Four digits you choose." />
          <RadioGroupOption
            value="authenticator"
            label="Authenticator app"
            disabled
            description="Set it up on the profile page first."
          />
        </RadioGroup>
      </div>
      <RadioGroup aria-label="Position" defaultValue="L" className="flex gap-6">
        <div className="flex items-center gap-2">
          <RadioGroupItem id="rg-left" value="L" />
          <label htmlFor="rg-left" className="text-sm font-medium">
            Left
          </label>
        </div>
        <div className="flex items-center gap-2">
          <RadioGroupItem id="rg-right" value="R" />
          <label htmlFor="rg-right" className="text-sm font-medium">
            Right
          </label>
        </div>
      </RadioGroup>
    </div>
  );
}
