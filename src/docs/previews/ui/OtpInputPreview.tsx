import { useState } from 'react';
import { OtpInput } from '../../../components/ui/otp-input.tsx';

/** Six boxes and four boxes, with what was entered; the four-box code shows the invalid look. */
export function OtpInputPreview() {
  const [six, setSix] = useState('');
  const [done, setDone] = useState('');
  const [four, setFour] = useState('12');
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <OtpInput label="Verification code" value={six} onChange={setSix} onComplete={setDone} />
        <p role="status" className="text-sm text-muted-foreground">
          {done ? `Complete: ${done}` : `Entered so far: ${six || 'nothing'}`}
        </p>
      </div>
      <div className="grid gap-2">
        <OtpInput length={4} label="MPIN" value={four} onChange={setFour} invalid aria-describedby="otp-four-error" />
        <p id="otp-four-error" className="text-sm text-destructive">
          The MPIN has 4 digits.
        </p>
      </div>
    </div>
  );
}
