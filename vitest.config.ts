import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@contract': path.resolve(import.meta.dirname, 'contract'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          // Pure functions, the worker's outbox and the lint walls: no database, no DOM.
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          // The property tests and the ffmpeg probe passed the default 5 s at a load average of 34.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          // Every file builds its own app over its own database copy (test-app.ts) and nothing
          // mocks a module, so the files of a worker can share its module cache: importing the
          // server anew per file was a quarter of this project's time (decision 071).
          isolate: false,
          // A timeout is a bet on the machine's load: the PIN lockout test (14 scrypt hashes at
          // low priority) took 20 s on PostgreSQL at a load average of 17. It waits for answers,
          // never for time, so a generous bound costs nothing when it passes.
          testTimeout: 60_000,
          // Building a test app in beforeAll passed the default 10 s at a load average of 30, and
          // vitest then skips the whole file.
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['tests/components/**/*.test.tsx'],
          setupFiles: ['tests/components/setup.ts'],
          // react-aria-components is some 1,100 small modules: Node loading them took 1.2 s in
          // every file that renders a dialog or a menu, over half the project's import time. Vite
          // bundles it once per cache instead. React DOM stays the app's own copy: a second one
          // would keep its own flushSync, which flushes nothing.
          deps: {
            optimizer: {
              client: { enabled: true, include: ['react-aria-components'], exclude: ['react-dom'] },
            },
          },
          // Above the 15 s a find waits (setup.ts): the XSS corpus's FAQ page took 37 s at a load
          // average of 16 and passes in a few seconds on a quiet machine.
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // One Chromium at a time: the machine has two cores and the server needs one.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for a condition; its default second is a bet on the machine's load
          // (a recent search listed within 1 s failed a clean-clone run beside other work).
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
