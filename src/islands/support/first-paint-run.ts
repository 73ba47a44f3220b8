/**
 * The ticket desk's first paint, a small script after its island (pages/user/chat.astro, built by
 * scripts/inline-scripts.mjs): the member's tickets from the answer the head asked for, read with the
 * island's schema as data and drawn with the island's views (desk-view.ts) before React arrives. The
 * list folds and unfolds on a phone meanwhile; a ticket or Raise Ticket pressed is pressed again on the
 * island once it takes over (lib/first-paint.ts).
 */
import type { Shape } from '../../lib/api/shape.ts';
import { paintFromEarly, TWIN } from '../../lib/first-paint.ts';
import type { TicketsAnswer } from '../../lib/support/schema.ts';
import * as text from '../../lib/text.ts';
import { toDom } from '../../lib/view.ts';
import { deskView, type DeskLook } from './desk-view.ts';

export function paintDesk(shape: Shape, looks: { open: DeskLook; folded: DeskLook }): void {
  paintFromEarly<TicketsAnswer>(shape, ({ data: tickets }) => {
    const node = toDom(deskView(tickets, looks.open)) as HTMLElement;
    const [list, chat] = node.querySelectorAll('section');
    const toggle = node.querySelector('button[aria-expanded]');
    toggle?.setAttribute(TWIN, '[aria-controls="ticket-list"]');
    toggle?.addEventListener('click', () => {
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      const look = open ? looks.open : looks.folded;
      toggle.setAttribute('aria-expanded', String(open));
      toggle.lastChild!.textContent = open ? text.support.hideList : text.support.showList;
      list!.className = look.list;
      chat!.className = look.chat;
    });
    return node;
  });
}
