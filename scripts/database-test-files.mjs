// Which server test files can behave differently on PostgreSQL: those that reach the database
// harness (tests/server/test-app.ts and friends) through their own relative imports. `npm run
// test:pg` runs only these; a file that never sees the run's database (a spawned server on its own
// SQLite folder, ffprobe on a fixture, a pure scrypt pool) would run the same code twice.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverTests = path.join(root, 'tests/server');

/** The harness's two doors: the seeded base it provides, and the variable that selects PostgreSQL. */
const DATABASE_MARK = /inject\(\s*['"]baseDb['"]\s*\)|TEST_DATABASE_URL/;
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts'];

function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  return EXTENSIONS.map((ext) => base + ext).find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

/**
 * Follows relative imports inside tests/ only: application code reads DATABASE_URL from the
 * config a test gives it, so whether a file meets PostgreSQL is decided by the test side.
 */
function reachesDatabase(file, known, visiting = new Set()) {
  const cached = known.get(file);
  if (cached !== undefined) return cached;
  if (visiting.has(file)) return false;
  visiting.add(file);
  const text = fs.readFileSync(file, 'utf8');
  let reaches = DATABASE_MARK.test(text);
  for (const [, specifier] of reaches ? [] : text.matchAll(RELATIVE_IMPORT)) {
    const target = resolveImport(file, specifier);
    if (!target || !target.startsWith(path.join(root, 'tests') + path.sep)) continue;
    if (reachesDatabase(target, known, visiting)) {
      reaches = true;
      break;
    }
  }
  known.set(file, reaches);
  return reaches;
}

/** Server test files (paths relative to the repository) split by whether they meet the database. */
export function serverTestFilesByDatabase() {
  const known = new Map();
  const files = fs
    .readdirSync(serverTests, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.test.ts'))
    .sort();
  const database = [];
  const without = [];
  for (const name of files) {
    const file = path.join(serverTests, name);
    (reachesDatabase(file, known) ? database : without).push(path.relative(root, file));
  }
  return { database, without };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { database, without } = serverTestFilesByDatabase();
  console.log(`${database.length} server test files meet the database; ${without.length} do not:`);
  for (const file of without) console.log(`  ${file}`);
}
