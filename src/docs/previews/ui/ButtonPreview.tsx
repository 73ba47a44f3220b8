import { useState } from 'react';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';

const variants = ['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const;
const sizes = ['sm', 'default', 'lg'] as const;

/** Every variant and size, the loading and disabled states, and a link styled as a button. */
export function ButtonPreview() {
  const [saving, setSaving] = useState(false);
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2">
        {variants.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {sizes.map((size) => (
          <Button key={size} size={size} variant="outline">
            size {size}
          </Button>
        ))}
        <Button size="icon" variant="outline" aria-label="Add">
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M12 5v14M5 12h14" />
          </svg>
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          loading={saving}
          onClick={() => {
            setSaving(true);
            setTimeout(() => setSaving(false), 1500);
          }}
        >
          {saving ? 'Saving…' : 'Save (click me)'}
        </Button>
        <Button loading>Always loading</Button>
        <Button disabled>Disabled</Button>
        <a href="#usage" className={buttonVariants({ variant: 'secondary' })}>
          A link styled as a button
        </a>
      </div>
    </div>
  );
}
