import { QrCode } from '../../../components/QrCode.tsx';

/** A referral link and a deposit address, drawn in the browser. */
export function QrCodePreview() {
  return (
    <div className="flex flex-wrap items-end gap-6">
      <figure className="grid gap-2">
        <QrCode
          value="https://portal.example/register?sponsor=demo&position=L"
          label="QR code of the left referral link"
        />
        <figcaption className="text-sm text-muted-foreground">Referral link (176 px)</figcaption>
      </figure>
      <figure className="grid gap-2">
        <QrCode value="0x4b1e3f0a9c2d7e6f5a8b9c0d1e2f3a4b5c6d7e8f" label="QR code of the deposit address" size={120} />
        <figcaption className="text-sm text-muted-foreground">Deposit address (120 px)</figcaption>
      </figure>
    </div>
  );
}
