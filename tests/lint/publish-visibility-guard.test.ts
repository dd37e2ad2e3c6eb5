import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Decision 052: a viewer read of titles or episodes keeps the publish rule of
 * server/domain/visibility.ts. Every read in the viewer's server code that names `media` or
 * `episodes` itself (selectFrom, a join, any alias) must carry `published(…)` or
 * `titlePublished(…)` in its statement, or say on the line above why it reads every state
 * (`visibility: every state — <why>`). visibleMedia/visibleEpisodes carry the rule already.
 * Modules that are not viewer reads at all are listed below with their reason; the studio's own
 * (a `studio` folder, or a module named `studio-…`) read every state and are not scanned.
 */

const root = path.resolve(import.meta.dirname, '../..');

const NOT_VIEWER_READS: Record<string, string> = {
  'server/domain/visibility.ts': 'the rule itself',
  'server/domain/publishing.ts': 'moves rows between states',
  'server/domain/media-folders.ts': 'links every stored folder at start',
  'server/domain/payment-receipts.ts': 'a buyer’s own receipts name what they paid for',
  'server/domain/media-categories.ts': 'sets a title’s categories (a catalogue write)',
  'server/domain/numbers-read.ts': 'the studio’s numbers name any title or episode that was played',
  'server/domain/notification-events.ts':
    'writes notifications; the reminder of one’s own rental names its title',
};

const RAW = /(?:selectFrom|Join)\(\s*['"`](?:media|episodes)(?:\s+as\s+[^'"`]+)?['"`]/g;
const RULE = /\b(?:published|titlePublished)\(/;
const OPT_OUT = /visibility: every state/;

/** Each raw read of `source` without the rule or a reason: its line number and text. */
function unguardedReads(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(RAW)) {
    const start = match.index;
    const end = source.indexOf(';', start);
    const statement = source.slice(start, end < 0 ? undefined : end);
    const lineNo = source.slice(0, start).split('\n').length;
    const above = source
      .split('\n')
      .slice(Math.max(0, lineNo - 4), lineNo - 1)
      .join('\n');
    if (!RULE.test(statement) && !OPT_OUT.test(above)) found.push(`${lineNo}: ${match[0]}`);
  }
  return found;
}

function viewerFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'studio' ? [] : viewerFiles(rel);
    const viewer = !entry.name.startsWith('studio-') && !(rel in NOT_VIEWER_READS);
    return entry.name.endsWith('.ts') && viewer ? [rel] : [];
  });
}

describe('the publish rule in viewer reads', () => {
  it('refuses a raw read and lets a guarded or explained one through', () => {
    expect(unguardedReads("const r = db.selectFrom('media').select('id').execute();")).toEqual([
      "1: selectFrom('media'",
    ]);
    expect(unguardedReads("q.innerJoin('episodes as e', 'e.id', 'h.episode_id');")).toHaveLength(1);
    expect(unguardedReads("db.selectFrom('media').where(published('media')).execute();")).toEqual(
      [],
    );
    expect(
      unguardedReads(
        "// visibility: every state — a write\nawait trx.selectFrom('episodes').select('id');",
      ),
    ).toEqual([]);
  });

  it('holds in every viewer module of server/domain and server/routes', () => {
    const files = [...viewerFiles('server/domain'), ...viewerFiles('server/routes')];
    expect(files.length).toBeGreaterThan(50);
    const unguarded = files.flatMap((file) =>
      unguardedReads(fs.readFileSync(path.join(root, file), 'utf8')).map((r) => `${file}:${r}`),
    );
    expect(unguarded).toEqual([]);
  });
});
