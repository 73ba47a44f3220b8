/** The element Purchase Package's first paint draws into, just before its island (pages/user/packageList.astro). */
export const PACKAGES_FIRST_PAINT = 'first-paint-packages';
