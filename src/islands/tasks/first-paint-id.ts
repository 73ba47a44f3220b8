/** The element Completed Tasks' first paint draws into, just before its island (pages/user/doneTask.astro). */
export const DONE_FIRST_PAINT = 'first-paint-done-tasks';
/** The element Today's Task's first paint draws into, just before its island (pages/user/todayTask.astro). */
export const TODAY_FIRST_PAINT = 'first-paint-today-tasks';
