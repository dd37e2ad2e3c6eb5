// `npm run test:pg`: the server suite against PostgreSQL. Starts a throwaway cluster in a temp
// folder (reached only through a Unix socket there, nothing shared with a system PostgreSQL), runs
// `vitest run --project server` with TEST_DATABASE_URL pointing at it, then stops and removes the
// cluster whatever the outcome. Extra arguments go to vitest (e.g. a test file); without any, only
// the server test files that meet the database run (scripts/database-test-files.mjs): the others
// would repeat the SQLite run's work exactly.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverTestFilesByDatabase } from './database-test-files.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** initdb and pg_ctl: PG_BIN, then pg_config, then Debian's versioned folders, then PATH. */
function findBinDir() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(debian, v, 'bin')));
  }
  candidates.push(...(process.env.PATH ?? '').split(path.delimiter));
  return candidates.find((dir) =>
    ['initdb', 'pg_ctl', 'postgres'].every((bin) => fs.existsSync(path.join(dir, bin))),
  );
}

/** PostgreSQL refuses to run as root; then the cluster belongs to the `postgres` user. */
function clusterUser() {
  if (process.getuid?.() !== 0) return undefined;
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) {
    fail('running as root and there is no `postgres` user to own the test cluster');
  }
  return { name: 'postgres', uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

function fail(message) {
  console.error(`test:pg: ${message}`);
  process.exit(1);
}

const binDir = findBinDir();
if (!binDir) {
  fail(
    'PostgreSQL server binaries (initdb, pg_ctl, postgres) not found. Install them ' +
      '(Debian: apt-get install postgresql) or set PG_BIN to their folder.',
  );
}
const user = clusterUser();

/** Runs a PostgreSQL binary as the cluster's owner; throws with its output on failure. */
function pg(bin, args) {
  const command = path.join(binDir, bin);
  const [file, argv] = user
    ? ['runuser', ['-u', user.name, '--', command, ...args]]
    : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${bin} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-pg-'));
if (user) fs.chownSync(dir, user.uid, user.gid);
const dataDir = path.join(dir, 'data');
const logFile = path.join(dir, 'server.log');
let started = false;
let cleaned = false;

function cleanup() {
  if (cleaned) return;
  cleaned = true;
  try {
    if (started) pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  } catch (error) {
    console.error(`test:pg: could not stop the cluster: ${error.message}`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

let child;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child) child.kill(signal);
    else {
      cleanup();
      process.exit(1);
    }
  });
}

let code = 1;
try {
  // C collation sorts text by bytes like SQLite; no fsync because the cluster dies with the run.
  // No TCP: the socket in the temp folder is faster and cannot clash with another cluster's port.
  pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C']);
  const options = [
    `-k ${dir}`,
    "-c listen_addresses=''",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  started = true;
  try {
    pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', 'start']);
  } catch (error) {
    if (fs.existsSync(logFile)) console.error(fs.readFileSync(logFile, 'utf8'));
    throw error;
  }
  const url = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`;
  console.log(`test:pg: PostgreSQL from ${binDir}, socket in ${dir}`);
  const requested = process.argv.slice(2);
  // A file or name filter chooses for itself; bare options (--reporter=dot) keep the selection.
  const chooses = requested.some((arg) => !arg.startsWith('-'));
  const files = chooses ? requested : [...requested, ...serverTestFilesByDatabase().database];
  // Two files at a time, as test:unit runs the project on SQLite (decision 085), unless the
  // caller chooses (`--maxWorkers=1`; with a space the number would read as a file filter).
  const workers = requested.some((arg) => arg.startsWith('--maxWorkers')) ? [] : ['--maxWorkers=2'];
  child = spawn(
    path.join(root, 'node_modules/.bin/vitest'),
    ['run', '--project', 'server', ...workers, ...files],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } },
  );
  code = await new Promise((resolve) => {
    child.on('exit', (status, signal) => resolve(signal ? 1 : (status ?? 1)));
  });
} catch (error) {
  console.error(`test:pg: ${error.message}`);
} finally {
  cleanup();
}
process.exit(code);
