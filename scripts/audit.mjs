// `npm run audit`: fails on any high or critical advisory in the installed tree (dev tools too:
// they run on CI machines and developers' laptops). Part of `npm test`.
// Where the advisory service cannot be reached (this project's build machines allow only GET to
// the registry; the bulk advisory endpoint answers 405), it says so loudly and does not pretend
// to have checked; AUDIT_REQUIRED=1 turns that into a failure for pipelines that can reach it.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}

const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const reason = (
    report?.message ??
    report?.error?.summary ??
    run.stderr.split('\n').find((l) => /audit/.test(l)) ??
    ''
  )
    .toString()
    .trim();
  console.warn(
    `npm audit: NOT CHECKED, the advisory service did not answer (${reason || 'no report'})`,
  );
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}

const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
if (serious > 0) {
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
    if (v.severity === 'high' || v.severity === 'critical')
      console.log(`  ${v.severity}: ${name} ${v.range}`);
  }
  process.exit(1);
}
