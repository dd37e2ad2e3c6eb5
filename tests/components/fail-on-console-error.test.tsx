import nodeConsole from 'node:console';
import { render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { failOnConsoleError } from './fail-on-console-error';

/*
 * setup.ts fails any component test that writes to console.error. These run the same guard by
 * hand, on the two ways errors reach the console, so it cannot go quiet unnoticed.
 */
describe('a test that writes to console.error', () => {
  it("fails when jsdom says 'Not implemented'", () => {
    const guard = failOnConsoleError();
    guard.watch();
    window.alert('?');
    expect(() => guard.verify()).toThrow(/Not implemented: Window's alert\(\) method/);
  });

  it('fails when React warns, and says where from', async () => {
    function Late() {
      const [text, setText] = useState('');
      useEffect(() => {
        // A state update in a callback React cannot see: no act, no waiting.
        void Promise.resolve().then(() => setText('done'));
      }, []);
      return <p>{text}</p>;
    }
    const guard = failOnConsoleError();
    guard.watch();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    try {
      render(<Late />);
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = undefined;
    }
    expect(() => guard.verify()).toThrow(/not wrapped in act[\s\S]*written at/);
  });

  it('passes when nothing is written, and gives the consoles back', () => {
    const guard = failOnConsoleError();
    guard.watch();
    expect(vi.isMockFunction(nodeConsole.error)).toBe(true);
    expect(() => guard.verify()).not.toThrow();
    expect(vi.isMockFunction(console.error)).toBe(false);
    expect(vi.isMockFunction(nodeConsole.error)).toBe(false);
  });
});
