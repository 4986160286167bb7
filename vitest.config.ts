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
    include: ['test/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['test/unit/setup.ts'],
  },
});
