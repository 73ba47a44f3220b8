/** The element My Profile's first paint draws into, just before its island (pages/user/profile.astro). */
export const PROFILE_FIRST_PAINT = 'first-paint-profile';
