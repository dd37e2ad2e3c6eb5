// What one fresh browser context costs the machine: the end-to-end suite opens hundreds of
// them, and its time is CPU on a 2-core machine (issue 31). Each run opens `/` on a phone in a new
// context until the app runs and, with the worker allowed, until the worker controls the page
// with its install done (every route chunk fetched); beside it the same visit with workers
// blocked, and a third: a browser of its own started on a copy of a profile whose worker is
// installed already (for the same server: a worker belongs to one origin, port included), which
// is what a test would pay if it started as a returning visitor. Prints wall time, the CPU time
// over that span of this script and what it started (Chromium, the server; other work on the
// machine does not count, though it slows what does), the server's share of it and the requests
// the context made.
//   node scripts/bench-context-cost.mjs [--runs 6]
// Uses DIST_DIR when set, else builds dist/ when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { launchChromium } from './chromium.mjs';
import { launchCopyOf, prepareProfile } from './returning-visitor.mjs';
import { startServer } from './test-server.mjs';
import { PHONE, flag, machine, spread } from './bench/common.mjs';
import { processes } from './bench/processes.mjs';

const RUNS = Number(flag('runs', '6'));

/**
 * CPU ms so far of this script and everything it started (Chromium and its helpers, the server),
 * and of the server alone: other work on the machine does not count, and a renderer that has
 * exited counts in its browser's reaped children.
 */
function cpuNow(serverPid) {
  const table = processes();
  const started = (pid) => {
    for (let at = pid; at > 1; at = table.get(at)?.ppid ?? 0) if (at === process.pid) return true;
    return false;
  };
  let tree = 0;
  for (const [pid, { ms, reapedMs }] of table) if (started(pid)) tree += ms + reapedMs;
  return { tree, server: table.get(serverPid)?.ms ?? 0 };
}

/**
 * Opens `/` in `context` until the app runs and, when the worker is allowed, controls it;
 * returns when (performance.now()) the app was running.
 */
async function openHome(context, baseUrl, serviceWorkers) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${baseUrl}/`);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && !root.hasAttribute('inert') && root.childElementCount > 0;
  });
  const runningAt = performance.now();
  if (serviceWorkers === 'allow') {
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 60_000,
    });
  }
  return runningAt;
}

/** `how`: a new context with workers allowed or blocked, or a copy of the prepared profile. */
async function visit(browser, server, how, profile) {
  const started = performance.now();
  const before = cpuNow(server.pid);
  const context =
    how === 'profile copy'
      ? await launchCopyOf(profile, { viewport: PHONE })
      : await browser.newContext({ viewport: PHONE, locale: 'mn-MN', serviceWorkers: how });
  let requests = 0;
  context.on('request', () => requests++);
  const running =
    (await openHome(context, server.url, how === 'block' ? 'block' : 'allow')) - started;
  await context.close();
  const after = cpuNow(server.pid);
  return {
    running,
    wall: performance.now() - started,
    cpu: after.tree - before.tree,
    server: after.server - before.server,
    requests,
  };
}

const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : undefined;
if (!dist) await buildIfStale();
const server = await startServer(dist ? { DIST_DIR: dist } : {});
const browser = await launchChromium();
const kinds = ['allow', 'block', 'profile copy'];
let profile;
try {
  profile = await prepareProfile(server.url);
  // One of each first, not counted: the server's first renders and Chromium's own start.
  for (const how of kinds) await visit(browser, server, how, profile);
  const results = Object.fromEntries(kinds.map((how) => [how, []]));
  const from = `${machine()}; ${new Date().toISOString()}`;
  for (let run = 0; run < RUNS; run++) {
    for (const how of kinds) results[how].push(await visit(browser, server, how, profile));
  }
  console.log(`${from}; ${RUNS} runs each, taken in turn`);
  console.log('Chromium, the server and this script share the cores.');
  for (const [how, list] of Object.entries(results)) {
    const s = (key) => spread(list.map((r) => r[key]));
    const fmt = ({ median, min, max }) => `${median} (${min}–${max})`;
    console.log(
      `${how === 'profile copy' ? 'a copy of a profile with the worker installed' : `worker ${how}`}: ` +
        `app running ${fmt(s('running'))} ms, done ${fmt(s('wall'))} ms, ` +
        `CPU ${fmt(s('cpu'))} ms (the server ${fmt(s('server'))} ms), requests ${fmt(s('requests'))}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  if (profile) fs.rmSync(profile, { recursive: true, force: true });
}
