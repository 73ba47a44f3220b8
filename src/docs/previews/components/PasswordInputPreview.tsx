import { Field } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/PasswordInput.tsx';
import * as text from '../../../lib/text.ts';

/** A password field with its show/hide toggle, and a disabled one. */
export function PasswordInputPreview() {
  return (
    <div className="grid max-w-md gap-4">
      <Field label={text.auth.password}>
        <PasswordInput toggleLabel={text.auth.showPassword} autoComplete="current-password" defaultValue="Demo@1234" />
      </Field>
      <Field label="Disabled">
        <PasswordInput toggleLabel={text.auth.showPassword} disabled defaultValue="secret" />
      </Field>
    </div>
  );
}
