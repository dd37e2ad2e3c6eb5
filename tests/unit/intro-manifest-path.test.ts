import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifestOnDisk } from '../../server/markers/intro-records';

const config = { mediaFoldersDir: '/data/media' };

describe('the manifest an intro comparison reads (decision 066)', () => {
  it('takes a title folder or one version folder in it, and nothing else', () => {
    expect(manifestOnDisk(config, '/media/free/e12/manifest.mpd')).toBe(
      path.join('/data/media', 'free', 'e12', 'manifest.mpd'),
    );
    expect(manifestOnDisk(config, '/media/paid/e7/v35-0a1b2c3d/manifest.mpd')).toBe(
      path.join('/data/media', 'paid', 'e7', 'v35-0a1b2c3d', 'manifest.mpd'),
    );
    expect(manifestOnDisk(config, '/media/free/e12/../../etc/manifest.mpd')).toBeNull();
    expect(manifestOnDisk(config, '/media/free/e12/manifest.mpd?x=1')).toBeNull();
    expect(manifestOnDisk(config, 'https://cdn.example/media/free/e12/manifest.mpd')).toBeNull();
  });
});
