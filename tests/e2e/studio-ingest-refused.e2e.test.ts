import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '../../contract/studio/ingest-paths';
import { mediaProbeMessages as say } from '../../contract/studio/media-probe';
import { ffmpeg, makeSource } from '../server/ingest-media-fixtures';
import { openEpisodeInStudio, startIngestRig, type IngestRig } from './ingest-session';

/*
 * Issue 33: what the server cannot use is said plainly, no job starts and nothing is left
 * behind (decision 065: a refused upload's file and tus's `.json` are deleted at once). Each
 * file goes through the studio's "Видео файл" panel as an editor would send it.
 */

let rig: IngestRig;
let episode: { id: number; vid1: string | null };

beforeAll(async () => {
  rig = await startIngestRig();
  const db = rig.db();
  episode = db
    .prepare(
      "SELECT id, vid1 FROM episodes WHERE is_free = 1 AND publish_state = 'published' ORDER BY id LIMIT 1",
    )
    .get() as { id: number; vid1: string | null };
  db.close();
}, 120_000);
afterAll(async () => {
  await rig?.close();
});

/** Every file the bad uploads might have left: the tus store and the title's media folder. */
function leftovers(): string[] {
  const uploads = path.join(rig.server.dataDir, 'ingest', 'uploads');
  const folder = path.join(rig.server.dataDir, 'media', 'free', `e${episode.id}`);
  const list = (dir: string) =>
    fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : [];
  return [...list(uploads), ...list(folder)].sort();
}

/**
 * `probe`: sent, then refused by the probe job, which deletes it. `create`: refused by the tus
 * creation before a byte is sent, so no upload exists at all.
 */
const badFiles: {
  name: string;
  message: string;
  by: 'probe' | 'create';
  make: (file: string) => void;
}[] = [
  {
    name: 'текст.mp4',
    message: say.textFile,
    by: 'probe',
    make: (file) => fs.writeFileSync(file, 'Энэ бол видео биш, зүгээр л тэмдэглэл.\n'.repeat(50)),
  },
  {
    name: 'тасарсан.mp4',
    message: say.truncated,
    by: 'probe',
    make: (file) => {
      // ffmpeg writes an mp4's index (moov) after the data: half the file has none.
      makeSource(file, { width: 640, height: 360, seconds: 3, languages: ['mon'] });
      fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2));
    },
  },
  {
    name: 'зөвхөн-дуу.mp4',
    message: say.audioOnly,
    by: 'probe',
    make: (file) =>
      ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-c:a', 'aac', file]),
  },
  {
    name: 'хоосон.mp4',
    message: uploadMessages.emptyFile,
    by: 'create',
    make: (file) => fs.writeFileSync(file, ''),
  },
];

describe('a file the server cannot use', () => {
  it('gets its Mongolian message in the panel, starts no job and leaves nothing behind', async () => {
    const before = leftovers();
    const studio = await openEpisodeInStudio(rig, episode.id);
    for (const bad of badFiles) {
      const file = path.join(rig.dir, bad.name);
      bad.make(file);
      await studio.panel.getByLabel('Файл сонгох').setInputFiles(file);
      const alert = studio.panel.getByRole('alert').filter({ hasText: bad.message });
      await alert.waitFor({ timeout: 60_000 });
      const db = rig.db();
      const upload = db
        .prepare('SELECT id, ingest_state FROM media_uploads WHERE file_name = ?')
        .get(bad.name) as { id: number; ingest_state: string } | undefined;
      const jobs = upload
        ? db
            .prepare('SELECT name, state FROM jobs WHERE payload = ?')
            .all(JSON.stringify({ uploadId: upload.id }))
        : [];
      const now = db.prepare('SELECT vid1 FROM episodes WHERE id = ?').get(episode.id);
      db.close();
      if (bad.by === 'probe') {
        expect(await alert.innerText()).toContain('Энэ файлыг ашиглах боломжгүй');
        expect(upload?.ingest_state, bad.name).toBe('refused');
        // The probe that said no is the only job, and it is over.
        expect(jobs, bad.name).toEqual([{ name: 'ingest.probe', state: 'done' }]);
      } else {
        expect(upload, bad.name).toBeUndefined();
      }
      expect(now, bad.name).toEqual({ vid1: episode.vid1 });
      expect(leftovers(), bad.name).toEqual(before);
    }
    expect(studio.errors).toEqual([]);
    await studio.close();
  }, 240_000);
});
