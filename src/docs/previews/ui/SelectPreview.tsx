import { useState } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import {
  NativeSelect,
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';

/** The Radix Select (custom list) and the NativeSelect (the phone's own picker), both labelled by Field. */
export function SelectPreview() {
  const [plan, setPlan] = useState('');
  return (
    <div className="grid max-w-md gap-4">
      <Field label="Package" hint={plan ? `Chosen: ${plan}` : 'Radix Select'}>
        {(control) => (
          <Select value={plan} onValueChange={setPlan}>
            <SelectTrigger {...control}>
              <SelectValue placeholder="Choose a package" />
            </SelectTrigger>
            <SelectContent>
              <SelectGroup>
                <SelectLabel>Monthly</SelectLabel>
                <SelectItem value="Starter">Starter</SelectItem>
                <SelectItem value="Silver">Silver</SelectItem>
              </SelectGroup>
              <SelectSeparator />
              <SelectGroup>
                <SelectLabel>Yearly</SelectLabel>
                <SelectItem value="Gold">Gold</SelectItem>
                <SelectItem value="Platinum" disabled>
                  Platinum (sold out)
                </SelectItem>
              </SelectGroup>
            </SelectContent>
          </Select>
        )}
      </Field>
      <Field label="Country" hint="NativeSelect">
        <NativeSelect defaultValue="">
          <option value="" disabled>
            Choose a country
          </option>
          <option value="1">India</option>
          <option value="2">Nigeria</option>
          <option value="3">Philippines</option>
        </NativeSelect>
      </Field>
    </div>
  );
}
