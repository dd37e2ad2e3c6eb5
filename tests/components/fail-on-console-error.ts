import nodeConsole from 'node:console';
import { format } from 'node:util';
import { vi } from 'vitest';

interface ErrorWriter {
  error(...args: unknown[]): void;
}

/**
 * Collects what is written to console.error during a test, and fails the test if anything was;
 * the failure carries what was written, so nothing is echoed. By default two consoles: the test's
 * own (React and the app write to it) and Node's, to which jsdom sends its "Not implemented: …"
 * (vitest builds the DOM before it captures the console).
 */
export function failOnConsoleError(consoles: ErrorWriter[] = [console, nodeConsole]) {
  const targets = [...new Set(consoles)];
  let said: string[] = [];
  /** Where the first one was written from: an act(...) warning's text does not say. */
  let where = '';

  function restore() {
    for (const target of targets) {
      const write = target.error;
      if (vi.isMockFunction(write)) write.mockRestore();
    }
  }

  return {
    watch() {
      said = [];
      where = '';
      restore();
      for (const target of targets) {
        vi.spyOn(target, 'error').mockImplementation((...args: unknown[]) => {
          if (said.length === 0)
            where = new Error().stack?.split('\n').slice(2, 12).join('\n') ?? '';
          said.push(format(...args));
        });
      }
    },
    verify() {
      restore();
      if (said.length === 0) return;
      const shown = said.slice(0, 5).map((text) => text.split('\n').slice(0, 6).join('\n'));
      throw new Error(
        `console.error was written ${said.length} time(s) during the test. Fix the cause (an ` +
          'update outside act, a promise left pending, a jsdom API to stub in setup.ts), or, ' +
          'where the error is the point, spy on console.error in the test and assert it.\n' +
          `${shown.join('\n---\n')}\nThe first was written ${where.trim()}`,
      );
    },
  };
}
