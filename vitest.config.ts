import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each test file gets its own database (server/test/testDatabase.ts), ports and folders, so files run
    // side by side on every core; Vitest's default leaves one idle, which on CI's two is half the machine.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['web/**/*.test.{ts,tsx}'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // A browser waits on a real server, cold or under load: a second is too short a patience.
          expect: { poll: { timeout: 10_000 } },
          // Each file starts its own server on its own port, database and data folder: two at a time.
        },
      },
      {
        test: {
          name: 'cluster',
          environment: 'node',
          include: ['cluster/**/*.cluster.ts'],
          testTimeout: 300_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
