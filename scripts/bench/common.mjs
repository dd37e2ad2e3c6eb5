// Small pieces the benchmark scripts share: flags, a seeded PRNG, stats and the machine's name.
import os from 'node:os';
import fs from 'node:fs';

/** `--name value` from argv (or the fallback); `--name` alone reads as 'true'. */
export function flag(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = process.argv[at + 1];
  return value === undefined || value.startsWith('--') ? 'true' : value;
}

/** mulberry32: a few lines, good enough to make a run repeatable from its printed seed. */
export function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (items) => items[Math.floor(next() * items.length)],
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** min / median / max of a list of milliseconds, rounded. */
export function spread(values) {
  if (values.length === 0) return { median: '-', min: '-', max: '-' };
  return {
    median: Math.round(median(values)),
    min: Math.round(Math.min(...values)),
    max: Math.round(Math.max(...values)),
  };
}

/** "2 × AMD EPYC, Node v20.20.2, linux 6.1": which machine a figure came from. */
export function machine() {
  const cpuinfo = fs.existsSync('/proc/cpuinfo') ? fs.readFileSync('/proc/cpuinfo', 'utf8') : '';
  const model = /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  return (
    `${os.availableParallelism()} × ${model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ` +
    `Node ${process.version}, ${os.platform()} ${os.release()}, load average ${load}`
  );
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pages issue 15's first-visit targets name: `/`, a listing, a series detail and /faq. */
export async function firstVisitPages(baseUrl) {
  const detail = await fetch(`${baseUrl}/api/m/media/home/cat`)
    .then((r) => r.json())
    .then((b) => b.data.find((c) => c.media.length > 0).media.find((m) => m.kind === 'series').id);
  return ['/', '/series/all/all/all/all', `/series/detail/${detail}`, '/faq'];
}

/** The benchmarks' phone: a 390 px touch screen with the Mongolian locale and a worker. */
export const PHONE = { width: 390, height: 844 };

export const newPhoneContext = (browser) =>
  browser.newContext({
    viewport: PHONE,
    locale: 'mn-MN',
    serviceWorkers: 'allow',
    isMobile: true,
    hasTouch: true,
  });
