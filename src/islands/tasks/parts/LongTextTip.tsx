/** A cell's long text with the whole of it in a tooltip: 250 ms to show, 400 ms to hide. */
import { useEffect, useRef, useState } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../components/ui/tooltip.tsx';
import { LONG_TEXT } from '../long-text.ts';

const SHOW_DELAY_MS = 250;
const HIDE_DELAY_MS = 400;

export default function LongTextTip({ value }: { value: string }) {
  const [open, setOpen] = useState(false);
  const hide = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(hide.current), []);
  const onOpenChange = (next: boolean) => {
    window.clearTimeout(hide.current);
    if (next) setOpen(true);
    else hide.current = window.setTimeout(() => setOpen(false), HIDE_DELAY_MS);
  };
  return (
    <Tooltip open={open} onOpenChange={onOpenChange} delayDuration={SHOW_DELAY_MS}>
      <TooltipTrigger asChild>
        <button type="button" className={LONG_TEXT}>
          {value}
        </button>
      </TooltipTrigger>
      <TooltipContent>{value}</TooltipContent>
    </Tooltip>
  );
}
