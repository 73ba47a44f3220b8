/** Text longer than this is cut short in its cell; the tooltip has all of it. */
export const SHORT = 20;

/** A long text's cell: cut short by CSS (so its name stays whole), a button that shows all of it. */
export const LONG_TEXT = 'block min-h-6 max-w-32 truncate text-start underline decoration-dotted underline-offset-4';
