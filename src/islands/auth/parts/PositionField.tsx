import * as text from '../../../lib/text.ts';

const t = text.auth;

/** Left or right under the parent (binary plan only), with its error announced under the choices. */
export function PositionField({ error, onChange }: { error: string | undefined; onChange: () => void }) {
  return (
    <fieldset
      className="grid gap-1.5"
      aria-describedby="register-position-error"
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium leading-snug text-foreground">
        {t.position}
        <span aria-hidden="true" className="ms-0.5 text-destructive">
          *
        </span>
      </legend>
      <div className="flex gap-6">
        {(['L', 'R'] as const).map((value) => (
          <label key={value} className="inline-flex min-h-10 items-center gap-2 text-sm">
            <input type="radio" name="position" value={value} className="size-6 accent-primary" onChange={onChange} />
            {value === 'L' ? t.left : t.right}
          </label>
        ))}
      </div>
      <div id="register-position-error" aria-live="polite" className="text-sm font-medium text-destructive">
        {error ? <p>{error}</p> : null}
      </div>
    </fieldset>
  );
}
