import { useState } from 'react';
import { OtpRequestLink } from '../../../components/OtpRequestLink.tsx';
import * as text from '../../../lib/text.ts';

/** Sends (after a short pretend wait), then counts down 60 s; the second one fails and stays a link. */
export function OtpRequestLinkPreview() {
  const [log, setLog] = useState('Nothing requested yet.');
  return (
    <div className="grid gap-3">
      <OtpRequestLink
        label={text.secondFactor.requestOtp}
        waitText={text.secondFactor.resendAfter}
        onRequest={() =>
          new Promise((done) =>
            setTimeout(() => {
              setLog('Code sent.');
              done(true);
            }, 600),
          )
        }
      />
      <OtpRequestLink
        label="Request OTP (fails)"
        waitText={text.secondFactor.resendAfter}
        onRequest={async () => {
          setLog('Sending failed: the link stays.');
          return false;
        }}
      />
      <p role="status" className="text-sm text-muted-foreground">
        {log}
      </p>
    </div>
  );
}
