/** The element the KYC page's first paint draws into, just before its island (pages/user/kyc.astro). */
export const KYC_FIRST_PAINT = 'first-paint-kyc';
