import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmModules } from '@/lib/warm-modules';

const FILES = [
  '/btv/assets/warm-a.js',
  '/btv/assets/warm-b.js',
  '/btv/assets/warm-c.js',
  '/btv/assets/warm-d.css',
];

// Each file's failed import goes through the test runner's resolver first: a condition, not a
// time, with room for a busy machine.
const SETTLED = { timeout: 15_000 };
const task = () => new Promise((resolve) => setTimeout(resolve, 0));
const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link')].map(
    (link) => `${link.rel} ${link.getAttribute('href')}`,
  );
const settleLinks = (event: 'load' | 'error') => {
  for (const link of document.head.querySelectorAll('link')) link.dispatchEvent(new Event(event));
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('warming a lazy chunk while idle', () => {
  it('adds two links a task, then loads the chunk once they have settled', async () => {
    const load = vi.fn(() => Promise.resolve());
    void warmModules(FILES, load);
    // The first two in the task that asked, the rest in the next: no long task of links.
    expect(links()).toEqual([
      'modulepreload /btv/assets/warm-a.js',
      'modulepreload /btv/assets/warm-b.js',
    ]);
    await task();
    expect(links()).toHaveLength(4);
    expect(links()).toContain('stylesheet /btv/assets/warm-d.css');
    await task();
    expect(load).not.toHaveBeenCalled();
    // A file that failed is left for the chunk's own import, which reports it.
    settleLinks('error');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), SETTLED);
  });

  it('does not add a link the page already has, however its address is written', async () => {
    document.head.innerHTML =
      '<link rel="modulepreload" href="/btv/assets/warm-a.js">' +
      `<link rel="modulepreload" href="${location.origin}/btv/assets/warm-b.js">`;
    const load = vi.fn(() => Promise.resolve());
    void warmModules(FILES, load);
    await task();
    expect(links().filter((link) => link.endsWith('warm-a.js'))).toHaveLength(1);
    expect(links().filter((link) => link.endsWith('warm-b.js'))).toHaveLength(1);
    settleLinks('load');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), SETTLED);
  });

  it('loads the chunk at once when there is nothing to spread (a page the app drew)', async () => {
    const load = vi.fn(() => Promise.resolve());
    void warmModules([], load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), SETTLED);
    expect(links()).toEqual([]);
  });
});
