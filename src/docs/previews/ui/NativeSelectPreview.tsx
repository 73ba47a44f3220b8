import { useState } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';

/** A required choice with a placeholder option, a pre-chosen one, and a disabled one. */
export function NativeSelectPreview() {
  const [country, setCountry] = useState('');
  return (
    <div className="grid max-w-md gap-4">
      <Field
        label="Country"
        required
        hint={country ? `Chosen: ${country}` : undefined}
        error={country ? undefined : 'This Field Is Required.'}
      >
        <NativeSelect value={country} onChange={(event) => setCountry(event.target.value)}>
          <option value="">Select country</option>
          <option value="India">India (+91)</option>
          <option value="Nigeria">Nigeria (+234)</option>
          <option value="Philippines">Philippines (+63)</option>
        </NativeSelect>
      </Field>
      <Field label="Account type">
        <NativeSelect defaultValue="bank">
          <option value="bank">Bank account</option>
          <option value="crypto">Crypto wallet</option>
        </NativeSelect>
      </Field>
      <Field label="Network (fixed)">
        <NativeSelect disabled defaultValue="bep20">
          <option value="bep20">BEP-20</option>
        </NativeSelect>
      </Field>
    </div>
  );
}
