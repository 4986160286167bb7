import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: {
    __VERSION__: JSON.stringify('test'),
    __CHUNKS__: '{}',
    __BLOCK_CHUNKS__: '{}',
    __REACT_USERS__: '[]',
    __TRACKING_FILE__: JSON.stringify('tracking.js'),
    __LAZY_PARTS__: '{}',
  },
  test: {
    environment: 'jsdom',
    // Every core: this Vitest's default in a run is one fewer, a single worker on a 2-core machine (51 s
    // against 70 s for the unit tests here).
    maxWorkers: '100%',
    include: ['test/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['test/unit/setup.ts'],
  },
});
