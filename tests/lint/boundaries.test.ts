import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The walls between layers live in eslint.config.js. A rule that resolves nothing or parses
 * nothing refuses nothing and still passes (import-x/no-cycle did, for months): each wall here
 * is shown a file that breaks it, and must refuse it, and a file beside it that keeps it, and must
 * let it through. The files are virtual text placed in the real tree, so the real config, the real
 * resolver and the real files on the other side of each import are used.
 */

const root = path.resolve(import.meta.dirname, '../..');
const PATHS = 'import-x/no-restricted-paths';
const IMPORTS = 'no-restricted-imports';
const CYCLE = 'import-x/no-cycle';
const BOUNDARY_RULES = new Set([PATHS, IMPORTS, CYCLE]);

/** Every rule, for the cycle cases. */
let eslint: ESLint;
/**
 * The zone cases skip no-cycle: it walks the whole import graph behind each probe, which made
 * them several times slower, and the cycle cases below show it working on its own.
 */
let walls: ESLint;

// The first import of a route or feature still resolves and parses much of the app, which takes
// seconds on a busy machine; later files reuse what was read.
vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => {
  // ignore: false so the cycle fixtures, which `eslint .` leaves out, are linted here.
  eslint = new ESLint({ cwd: root, ignore: false });
  walls = new ESLint({ cwd: root, ignore: false, ruleFilter: ({ ruleId }) => ruleId !== CYCLE });
});

/** The boundary rules that refuse `source` imported from a (virtual) file at `file`. */
async function refusals(file: string, source: string): Promise<string[]> {
  return refusalsOf(file, `import '${source}';\n`, walls);
}

async function refusalsOf(file: string, text: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(text, { filePath: path.join(root, file) });
  if (!result) throw new Error(`ESLint gave no result for ${file}`);
  const fatal = result.messages.filter((message) => message.fatal);
  expect(fatal, `${file} must parse`).toEqual([]);
  return [
    ...new Set(
      result.messages
        .map((message) => message.ruleId ?? '')
        .filter((rule) => BOUNDARY_RULES.has(rule)),
    ),
  ].sort();
}

interface Wall {
  /** Where the importing file sits. */
  file: string;
  /** An import across the wall, with the rules that must refuse it. */
  refused: { source: string; rules: string[] }[];
  /** An import the wall allows, from the same place. */
  allowed: string;
}

const wallCases: Record<string, Wall> = {
  'contract imports none of its speakers': {
    file: 'contract/lint-probe.ts',
    refused: [
      { source: '../src/lib/texts', rules: [PATHS] },
      { source: '../server/config', rules: [PATHS] },
      { source: '../sw/cache-names', rules: [PATHS] },
    ],
    allowed: './messages',
  },
  'the server imports neither the app nor the worker': {
    file: 'server/lint-probe.ts',
    refused: [
      { source: '../src/lib/texts', rules: [PATHS] },
      { source: '../sw/cache-names', rules: [PATHS] },
    ],
    allowed: '../contract/messages',
  },
  'the worker imports neither the app nor the server': {
    file: 'sw/lint-probe.ts',
    refused: [
      { source: '../src/lib/texts', rules: [PATHS] },
      { source: '../server/config', rules: [PATHS] },
    ],
    allowed: '../contract/messages',
  },
  'the app imports neither the server nor the worker': {
    file: 'src/lint-probe.ts',
    refused: [
      { source: '../server/config', rules: [PATHS] },
      { source: '../sw/cache-names', rules: [PATHS] },
    ],
    allowed: '@contract/messages',
  },
  'domain code imports no route and no HTTP': {
    file: 'server/domain/lint-probe.ts',
    refused: [
      { source: '../routes/social', rules: [PATHS] },
      { source: '../http/http-error', rules: [PATHS, IMPORTS] },
      { source: 'hono', rules: [IMPORTS] },
      { source: 'hono/http-exception', rules: [IMPORTS] },
    ],
    allowed: '../db/in-transaction',
  },
  'db code imports no route, no HTTP and no domain': {
    file: 'server/db/lint-probe.ts',
    refused: [
      { source: '../routes/social', rules: [PATHS] },
      { source: '../http/http-error', rules: [PATHS] },
      { source: '../domain/related-media', rules: [PATHS] },
    ],
    allowed: './schema',
  },
  'shared ui imports no feature, route or shell': {
    file: 'src/ui/lint-probe.ts',
    refused: [
      { source: '@/features/payment', rules: [PATHS] },
      { source: '@/routes/__root', rules: [PATHS] },
      { source: '@/app/toasts/toast-region', rules: [PATHS] },
      { source: '@/session', rules: [PATHS] },
    ],
    allowed: '@/lib/texts',
  },
  'shared lib imports no feature, route or shell': {
    file: 'src/lib/lint-probe.ts',
    refused: [
      { source: '@/features/payment', rules: [PATHS] },
      { source: '@/routes/__root', rules: [PATHS] },
      { source: '@/app/toasts/toast-region', rules: [PATHS] },
      { source: '@/session', rules: [PATHS] },
    ],
    allowed: './texts',
  },
  'features import no route and nothing of the shell, and ask the session below them': {
    file: 'src/features/payment/lint-probe.ts',
    refused: [
      { source: '@/routes/__root', rules: [PATHS] },
      { source: '@/app/toasts/toast-region', rules: [PATHS] },
      { source: '@/app/layout/nav-items', rules: [PATHS] },
      { source: '@/app/errors/route-error', rules: [PATHS] },
    ],
    allowed: '@/session',
  },
  'the session knows no feature, no route and no shell': {
    file: 'src/session/lint-probe.ts',
    refused: [
      { source: '@/features/payment', rules: [PATHS] },
      { source: '@/routes/__root', rules: [PATHS] },
      { source: '@/app/layout/nav-items', rules: [PATHS] },
    ],
    allowed: '@/lib/texts',
  },
  'a feature asks the session who is watching, not the stored session': {
    file: 'src/features/catalogue/lint-probe.ts',
    refused: [{ source: '@/lib/session-storage', rules: [PATHS] }],
    allowed: '@/session',
  },
  'a route loader asks the session who is watching, not the stored session': {
    file: 'src/routes/lint-probe.ts',
    refused: [{ source: '@/lib/session-storage', rules: [PATHS] }],
    allowed: '@/session',
  },
  'the viewer app never imports the studio': {
    file: 'src/features/catalogue/lint-probe.ts',
    refused: [
      { source: '@/studio/app/boot', rules: [PATHS] },
      { source: '../../studio/main', rules: [PATHS] },
    ],
    allowed: '@/session',
  },
  "the viewer's pages, shell and shared code never import the studio": {
    file: 'src/routes/lint-probe.ts',
    refused: [{ source: '@/studio/app/boot', rules: [PATHS] }],
    allowed: '@/lib/texts',
  },
  "the studio imports the contract, src/ui and src/lib, not the viewer's app": {
    file: 'src/studio/lint-probe.ts',
    refused: [
      { source: '@/features/auth', rules: [PATHS] },
      { source: '@/routes/__root', rules: [PATHS] },
      { source: '@/app/toasts/toast-region', rules: [PATHS] },
      { source: '@/session', rules: [PATHS] },
      { source: '@/lib/session-storage', rules: [PATHS] },
    ],
    allowed: '@/ui/code-input',
  },
  'the session reads the stored session': {
    file: 'src/session/lint-probe.ts',
    refused: [{ source: '@/app/toasts/toast-region', rules: [PATHS] }],
    allowed: '@/lib/session-storage',
  },
};

describe('each wall in eslint.config.js', () => {
  for (const [name, wall] of Object.entries(wallCases)) {
    describe(name, () => {
      for (const { source, rules } of wall.refused) {
        it(`refuses ${source} from ${wall.file}`, async () => {
          expect(await refusals(wall.file, source)).toEqual(rules);
        });
      }
      it(`lets ${wall.allowed} through from ${wall.file}`, async () => {
        expect(await refusals(wall.file, wall.allowed)).toEqual([]);
      });
    });
  }
});

const featuresDir = path.join(root, 'src/features');
const features = fs
  .readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Some file of the feature other than its index, as an import path without extension. */
function internalOf(feature: string): string {
  const dir = path.join(featuresDir, feature);
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
  const inner = files
    .filter((file) => /\.tsx?$/.test(file) && !/^index\.tsx?$/.test(file))
    .sort()[0];
  if (!inner) throw new Error(`src/features/${feature} has no file besides its index`);
  return `@/features/${feature}/${inner.replace(/\.tsx?$/, '')}`;
}

describe("a feature's internals are its own", () => {
  it('finds the features', () => {
    expect(features.length).toBeGreaterThan(1);
  });

  for (const feature of features) {
    const other = features.find((name) => name !== feature) ?? feature;
    const inner = internalOf(feature);
    for (const from of [`src/features/${other}`, 'src/routes', 'src/app/layout']) {
      it(`refuses ${inner} from ${from}, and lets its index through`, async () => {
        const file = `${from}/lint-probe.ts`;
        expect(await refusals(file, inner)).toEqual([PATHS]);
        expect(await refusals(file, `@/features/${feature}`)).toEqual([]);
      });
    }
    it(`lets ${feature} reach its own internals`, async () => {
      expect(await refusals(`src/features/${feature}/lint-probe.ts`, inner)).toEqual([]);
    });
  }
});

describe('import cycles', () => {
  const fixture = (name: string) => `tests/lint/fixtures/${name}`;

  it('refuses a two-file cycle', async () => {
    const text = fs.readFileSync(path.join(root, fixture('cycle-a.ts')), 'utf8');
    expect(await refusalsOf(fixture('cycle-a.ts'), text)).toEqual([CYCLE]);
  });

  it('lets the same file through once the cycle is broken', async () => {
    const text = 'export const cycleA = (): number => 1;\n';
    expect(await refusalsOf(fixture('cycle-a.ts'), text)).toEqual([]);
  });

  it('refuses domain/comments.ts importing the route that imports it', async () => {
    const file = 'server/domain/comments.ts';
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    expect(await refusalsOf(file, text)).toEqual([]);
    expect(await refusalsOf(file, `${text}import '../routes/social';\n`)).toEqual([CYCLE, PATHS]);
  });
});
