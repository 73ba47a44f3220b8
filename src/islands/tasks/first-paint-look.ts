/**
 * Completed Tasks' first-paint classes, made at build time (scripts/inline-scripts.mjs) with the class
 * merger the island's components use, so the script draws the island's markup without carrying it.
 */
import { tableFirstLook } from '../../components/data-table-view.ts';
import { buttonVariants } from '../../components/ui/looks.ts';
import { cardLook } from '../../components/ui/card-look.ts';
import { cn } from '../../lib/cn.ts';
import type * as catalogue from '../../lib/text.ts';
import { doneColumns, IMAGE_BUTTON_EXTRA } from './done-columns.ts';

export { todayLook } from './today-view.ts';

export const doneLook = (text: typeof catalogue) => ({
  // DoneTasks' Card
  card: cn(cardLook.card, 'grid gap-4 p-3 sm:p-4'),
  imageButton: cn(buttonVariants({ variant: 'link', size: 'sm' }), IMAGE_BUTTON_EXTRA),
  table: tableFirstLook(doneColumns(''), { details: text.ui.details, noData: text.common.noData }),
});
export type DoneLook = ReturnType<typeof doneLook>;
