import { defineConfig } from 'vitest/config';

/** Tests that read the built site (DIST_DIR or dist/): run after the build, `npm test` does. */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
  },
});
