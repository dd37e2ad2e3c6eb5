// Lighthouse 12 (mobile defaults, Debian Chromium) on /, a listing, a series detail and /faq:
// the four category scores plus LCP, TBT and CLS, median of RUNS runs per page.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { startServer } from './test-server.mjs';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { firstVisitPages } from './bench/common.mjs';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.RUNS ?? 1);

export async function lighthouseBench() {
  buildIfStale();
  const server = await startServer();
  const pages = await firstVisitPages(server.url);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-lh-'));
  const rows = [];
  try {
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const file = path.join(out, `report-${rows.length}-${i}.json`);
        const run = () =>
          spawnSync(
            path.join(root, 'node_modules/.bin/lighthouse'),
            [
              `${server.url}${page}`,
              '--output=json',
              `--output-path=${file}`,
              '--quiet',
              `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
            ],
            {
              env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
              encoding: 'utf8',
            },
          );
        let result = run();
        // Lighthouse now and then loses the trace's navigation start (NO_NAVSTART) on this
        // Chromium; that run measured nothing, so it is run again (at most twice).
        for (let retry = 0; retry < 2 && /NO_NAVSTART/.test(result.stderr ?? ''); retry++) {
          console.log(`lighthouse lost the trace on ${page}; running it again`);
          result = run();
        }
        if (result.status !== 0) throw new Error(`lighthouse failed on ${page}:\n${result.stderr}`);
        const lhr = JSON.parse(fs.readFileSync(file, 'utf8'));
        runs.push({
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round(lhr.categories.accessibility.score * 100),
          'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
          seo: Math.round(lhr.categories.seo.score * 100),
          'LCP ms': Math.round(lhr.audits['largest-contentful-paint'].numericValue),
          'TBT ms': Math.round(lhr.audits['total-blocking-time'].numericValue),
          CLS: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
          // Lighthouse's own measure of the host's CPU (1,000 and over: desktop class, by its
          // page-functions.js). Its 4x slowdown assumes a desktop-class host; a slower or busier
          // one inflates the simulated blocking time, so runs are compared with this beside them.
          'CPU index': Math.round(lhr.environment.benchmarkIndex),
          failing: Object.values(lhr.audits)
            .filter(
              (a) =>
                a.score !== null &&
                a.score < 1 &&
                lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0),
            )
            .map((a) => a.id)
            .join(' '),
        });
      }
      const median = (key) =>
        runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
      const row = { page };
      for (const key of Object.keys(runs[0]))
        row[key] = key === 'failing' ? runs[0].failing : median(key);
      rows.push(row);
    }
  } finally {
    await server.stop();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await lighthouseBench());
}
