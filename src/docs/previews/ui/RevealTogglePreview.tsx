import { useState } from 'react';
import { RevealToggle } from '../../../components/ui/reveal-toggle.tsx';

/** The toggle masking and showing a field, as PasswordInput and the MPIN boxes use it. */
export function RevealTogglePreview() {
  const [shown, setShown] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <RevealToggle
        shown={shown}
        onToggle={() => setShown((on) => !on)}
        label="Show MPIN"
        className="size-10 rounded-md border border-control"
      />
      <span className="text-sm tabular-nums">{shown ? '1234' : '••••'}</span>
      <RevealToggle
        shown={false}
        onToggle={() => {}}
        label="Show password"
        disabled
        className="size-10 rounded-md border border-control"
      />
    </div>
  );
}
