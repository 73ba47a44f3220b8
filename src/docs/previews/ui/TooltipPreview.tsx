import { Button } from '../../../components/ui/button.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../components/ui/tooltip.tsx';

/** A hint on a button that already has a text name (hover or focus it). */
export function TooltipPreview() {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="outline">Copy link</Button>
      </TooltipTrigger>
      <TooltipContent>Copies your referral link to the clipboard</TooltipContent>
    </Tooltip>
  );
}
