/** The element a tree page's first paint draws into, just before its island (pages/user/directTeam.astro, singleLeg.astro). */
export const TREE_FIRST_PAINT = 'first-paint-tree';
