import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadStore } from '../../server/ingest/upload-server';

describe('the tus upload store', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes its folder before it is returned and leaves no background mkdir that could throw later', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-upload-store-'));
    const directory = path.join(root, 'ingest', 'uploads');
    const background = vi.spyOn(fs, 'mkdir');
    try {
      uploadStore({ ingestUploadsDir: directory });
      expect(fs.statSync(directory).isDirectory()).toBe(true);
      expect(background).not.toHaveBeenCalled();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
