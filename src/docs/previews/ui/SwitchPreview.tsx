import { useState } from 'react';
import { Switch } from '../../../components/ui/switch.tsx';

/** Off, on (controlled, with its state in words) and disabled switches. */
export function SwitchPreview() {
  const [on, setOn] = useState(true);
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3">
        <Switch id="sw-2fa" checked={on} onCheckedChange={setOn} />
        <label htmlFor="sw-2fa" className="text-sm font-medium">
          Two-step sign-in ({on ? 'on' : 'off'})
        </label>
      </div>
      <div className="flex items-center gap-3">
        <Switch id="sw-news" />
        <label htmlFor="sw-news" className="text-sm font-medium">
          News e-mails
        </label>
      </div>
      <div className="flex items-center gap-3">
        <Switch id="sw-off" disabled />
        <label htmlFor="sw-off" className="text-sm font-medium">
          Disabled
        </label>
      </div>
    </div>
  );
}
