/** The element Completed Tasks' first paint draws into, just before its island (pages/user/doneTask.astro). */
export const DONE_FIRST_PAINT = 'first-paint-done-tasks';
