// What one fresh browser context costs the machine: the end-to-end suite opens hundreds of
// them, and its time is CPU on a 2-core machine (issue 31). Each run opens `/` on a phone in a new
// context until the app runs and, with the worker allowed, until the worker controls the page
// with its install done (every route chunk fetched); beside it the same visit with workers
// blocked. Prints wall time, the CPU time over that span of this script and what it started
// (Chromium, the server; other work on the machine does not count, though it slows what does),
// the server's share of it and the requests the context made.
//   node scripts/bench-context-cost.mjs [--runs 6]
// Uses DIST_DIR when set, else builds dist/ when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { launchChromium } from './chromium.mjs';
import { startServer } from './test-server.mjs';
import { PHONE, flag, machine, spread } from './bench/common.mjs';

const RUNS = Number(flag('runs', '6'));

/** utime, stime, and the same of its reaped children, of each process: pid → [ppid, ms]. */
function processTable() {
  const table = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    table.set(Number(name), [Number(fields[1]), (ticks * 1000) / 100]);
  }
  return table;
}

/**
 * CPU time so far of this script and everything it started (Chromium and its helpers, the
 * server), in ms: other work on the machine does not count, and a renderer that has exited
 * counts in Chromium's reaped children.
 */
function ownTreeMs() {
  const table = processTable();
  let sum = 0;
  for (const [pid, [, ms]] of table) {
    for (let at = pid; at > 1; at = table.get(at)?.[0] ?? 0) {
      if (at === process.pid) {
        sum += ms;
        break;
      }
    }
  }
  return sum;
}

/** CPU time of one process so far, in ms (utime + stime). */
function processMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function visit(browser, server, serviceWorkers) {
  const baseUrl = server.url;
  const started = performance.now();
  const cpu = ownTreeMs();
  const serverCpu = processMs(server.pid);
  const context = await browser.newContext({ viewport: PHONE, locale: 'mn-MN', serviceWorkers });
  let requests = 0;
  context.on('request', () => requests++);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && !root.hasAttribute('inert') && root.childElementCount > 0;
  });
  const running = performance.now() - started;
  if (serviceWorkers === 'allow') {
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 60_000,
    });
  }
  await context.close();
  return {
    running,
    wall: performance.now() - started,
    cpu: ownTreeMs() - cpu,
    server: processMs(server.pid) - serverCpu,
    requests,
  };
}

const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : undefined;
if (!dist) await buildIfStale();
const server = await startServer(dist ? { DIST_DIR: dist } : {});
const browser = await launchChromium();
try {
  // One of each first, not counted: the server's first renders and Chromium's own start.
  await visit(browser, server, 'allow');
  await visit(browser, server, 'block');
  const results = { allow: [], block: [] };
  const from = `${machine()}; ${new Date().toISOString()}`;
  for (let run = 0; run < RUNS; run++) {
    for (const how of ['allow', 'block']) results[how].push(await visit(browser, server, how));
  }
  console.log(`${from}; ${RUNS} runs each, taken in turn`);
  console.log('Chromium, the server and this script share the cores.');
  for (const [how, list] of Object.entries(results)) {
    const s = (key) => spread(list.map((r) => r[key]));
    const fmt = ({ median, min, max }) => `${median} (${min}–${max})`;
    console.log(
      `worker ${how}: app running ${fmt(s('running'))} ms, done ${fmt(s('wall'))} ms, ` +
        `CPU ${fmt(s('cpu'))} ms (the server ${fmt(s('server'))} ms), requests ${fmt(s('requests'))}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
