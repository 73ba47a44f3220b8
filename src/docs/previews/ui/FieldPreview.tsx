import { useState } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { RadioGroup, RadioGroupOption } from '../../../components/ui/radio-group.tsx';
import * as text from '../../../lib/text.ts';

/** A plain field, one with a hint, one required with its error, and a group field around radios. */
export function FieldPreview() {
  const [email, setEmail] = useState('');
  return (
    <div className="grid max-w-md gap-4">
      <Field label="Username">
        <Input autoComplete="off" />
      </Field>
      <Field label="Wallet address" hint="BEP-20 address, starting with 0x.">
        <Input placeholder="0x…" />
      </Field>
      <Field label="E-mail" required error={email.includes('@') ? undefined : text.common.required}>
        <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </Field>
      <Field label="Position" group>
        {(control) => (
          <RadioGroup defaultValue="L" aria-labelledby={control['aria-labelledby']} className="flex gap-6">
            <RadioGroupOption value="L" label="Left" />
            <RadioGroupOption value="R" label="Right" />
          </RadioGroup>
        )}
      </Field>
    </div>
  );
}
