import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withThumbnailSet } from '../../server/ingest/transcode-manifest';

/*
 * The thumbnail tile set (decision 027) as the transcode and scripts/generate-media.ts add it: the
 * committed sample manifest already carries the set, so adding it again must give the same file.
 */

const sample = fs.readFileSync(new URL('../../media/title/manifest.mpd', import.meta.url), 'utf8');
const biggestBytes = Math.max(
  ...[1, 2].map(
    (n) => fs.statSync(new URL(`../../media/title/thumb-${n}.jpg`, import.meta.url)).size,
  ),
);

describe('the thumbnail tile set', () => {
  it('replaces a set from an earlier pass, keeping its id after the video and audio sets', () => {
    const again = withThumbnailSet(sample, { count: 2, biggestBytes, frameWidth: 160 });
    expect(again).toBe(sample);
    expect(again.match(/contentType="image"/g)).toHaveLength(1);
    expect(again).toContain('<AdaptationSet id="3" contentType="image"');
  });
});
