/** The element Manual Withdraw's first paint draws into, just before its island (pages/user/manualWithdraw.astro). */
export const WITHDRAW_FIRST_PAINT = 'first-paint-withdraw';
