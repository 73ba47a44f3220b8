import { Button } from '../../../components/ui/button.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';

/** An icon button named by hidden text, and a sentence with a hidden clarification. */
export function VisuallyHiddenPreview() {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button size="icon" variant="outline">
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />
        </svg>
        <VisuallyHidden>Delete ticket 42</VisuallyHidden>
      </Button>
      <p className="text-sm">
        Balance: 125.50 USDT<VisuallyHidden> (available to withdraw)</VisuallyHidden>
      </p>
    </div>
  );
}
