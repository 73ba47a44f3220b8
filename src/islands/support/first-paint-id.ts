/** The element the ticket desk's first paint draws into, just before its island (pages/user/chat.astro). */
export const DESK_FIRST_PAINT = 'first-paint-ticket-desk';
