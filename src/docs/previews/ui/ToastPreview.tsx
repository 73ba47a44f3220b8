import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Toast } from '../../../components/ui/toast.tsx';
import { ToastViewport } from '../../../islands/shell/parts/ToastViewport.tsx';

/** The three variants in place, and a viewport that a button adds toasts to (as the Toaster island does). */
export function ToastPreview() {
  const [shown, setShown] = useState<number[]>([]);
  return (
    <div className="grid gap-4">
      <div className="grid max-w-sm gap-2">
        <Toast variant="success" title="Purchase successful" />
        <Toast variant="error" title="Insufficient balance" description="Deposit first, then buy the package." />
        <Toast
          variant="info"
          title="Code sent to your e-mail"
          onClose={() => {}}
          action={
            <Button size="sm" variant="outline">
              Resend
            </Button>
          }
        />
      </div>
      <div>
        <Button variant="outline" onClick={() => setShown((list) => [...list, Date.now()])}>
          Show a toast
        </Button>
      </div>
      <ToastViewport label="Preview notifications">
        {shown.map((id) => (
          <Toast
            key={id}
            variant="success"
            title="Saved"
            onClose={() => setShown((list) => list.filter((item) => item !== id))}
          />
        ))}
      </ToastViewport>
    </div>
  );
}
