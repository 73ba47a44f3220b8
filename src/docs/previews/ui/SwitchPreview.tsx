import { useState } from 'react';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';

/** Off, on (controlled, with its state in words) and disabled switches. */
export function SwitchPreview() {
  const [on, setOn] = useState(true);
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3">
        <Switch id="sw-2fa" checked={on} onCheckedChange={setOn} />
        <Label htmlFor="sw-2fa">Two-step sign-in ({on ? 'on' : 'off'})</Label>
      </div>
      <div className="flex items-center gap-3">
        <Switch id="sw-news" />
        <Label htmlFor="sw-news">News e-mails</Label>
      </div>
      <div className="flex items-center gap-3">
        <Switch id="sw-off" disabled />
        <Label htmlFor="sw-off">Disabled</Label>
      </div>
    </div>
  );
}
