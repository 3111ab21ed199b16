import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'resume',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // The engine is pure functions over lexicons: no test mocks a module or changes shared state.
    // Its files share one worker's loaded modules instead of loading the engine again for each of
    // the 130 files, which took most of the project's time.
    isolate: false,
  },
});
