/** The element the deposit page's first paint draws into, just before its island (pages/user/manualDepositList.astro). */
export const DEPOSITS_FIRST_PAINT = 'first-paint-deposits';
