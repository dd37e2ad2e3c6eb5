import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { sweepOrphanUploads } from '../../server/domain/upload-files';
import { callEndpoint } from './auth-helpers';
import { expectData, expectError, expectResponse } from './contract-check';
import { createSignedInUser, createUser } from '../factories';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/* Uploads as an attacker sends them: bombs, polyglots, metadata leaks, and the files left behind. */

let t: TestApp;
let token: string;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ id: userId, token } = await createSignedInUser(t));
});
afterAll(() => t.close());

const avatars = () => path.join(t.config.uploadsDir, 'avatars');
const storedFile = (url: string) => path.join(avatars(), path.basename(url));

async function upload(bytes: Uint8Array, name: string, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await t.app.request(paths.upload.path, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, json: (await res.json()) as unknown };
}

async function uploaded(bytes: Uint8Array, name: string): Promise<string> {
  const { data } = expectResponse('upload', await upload(bytes, name));
  return data!.url;
}

const saveAvatar = (avatar: string | null) =>
  callEndpoint(
    t,
    'profileUpdate',
    {},
    { token, body: { user_id: userId, last_name: 'Бат', first_name: 'Сараа', avatar } },
  );

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } });

/** One PNG chunk: length, type, data, CRC-32 over type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let crc = ~0;
  for (const byte of body) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(~crc >>> 0, 8 + data.length);
  return out;
}

/** A real, valid 20000×20000 1-bit PNG: about 50 kB on the wire, 1.2 GB as RGB pixels. */
function pngBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = 1 + Math.ceil(side / 8); // filter byte + packed pixels, all zero
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(row * side), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('avatar upload: only clean pixels are kept', () => {
  it('refuses a 20000×20000 PNG bomb from its header, quickly and with a clear message', async () => {
    const bomb = pngBomb(20_000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = fs.existsSync(avatars()) ? fs.readdirSync(avatars()).length : 0;
    const started = performance.now();
    expectError(await upload(bomb, 'bomb.png'), 422, authMessages.imageTooManyPixels);
    expect(performance.now() - started).toBeLessThan(2000);
    const after = fs.existsSync(avatars()) ? fs.readdirSync(avatars()).length : 0;
    expect(after).toBe(before);
  });

  it('refuses a picture wider than 4096 px even when its pixel count is small', async () => {
    const wide = await picture(5000, 2).png().toBuffer();
    expectError(await upload(wide, 'wide.png'), 422, authMessages.imageTooManyPixels);
  });

  it('stores a JPEG without its EXIF GPS position, comment or ICC profile', async () => {
    const jpeg = await picture(800, 600)
      .jpeg()
      .withExif({
        IFD0: { ImageDescription: 'SECRET-HOME-ADDRESS', Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 55/1 0/1' },
      })
      .withIccProfile('p3')
      .toBuffer();
    const sent = await sharp(jpeg).metadata();
    expect(sent.exif?.toString('latin1')).toContain('SECRET-HOME-ADDRESS');
    expect(sent.icc).toBeDefined();

    const url = await uploaded(jpeg, 'holiday.jpg');
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const stored = fs.readFileSync(storedFile(url));
    expect(stored.toString('latin1')).not.toContain('SECRET-HOME-ADDRESS');
    expect(stored.toString('latin1')).not.toContain('PhoneMaker');
    expect(stored.toString('latin1')).not.toMatch(/Exif|EXIF|XMP |ICCP/);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  });

  it('stores a square WebP of at most 512 px that decodes, served from the returned URL', async () => {
    const url = await uploaded(await picture(1600, 900).png().toBuffer(), 'wide.png');
    const served = await t.app.request(url);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 512,
      height: 512,
    });
    const { data, info } = await sharp(storedFile(url)).raw().toBuffer({ resolveWithObject: true });
    expect(info.width * info.height * info.channels).toBe(data.length);
    // A small picture stays small (no upscaling), still square.
    const small = await sharp(
      storedFile(await uploaded(await picture(40, 30).png().toBuffer(), 's.png')),
    ).metadata();
    expect([small.width, small.height]).toEqual([30, 30]);
  });

  it('drops a <script> and a ZIP appended to a PNG (a polyglot)', async () => {
    const png = await picture(64, 64).png().toBuffer();
    const zip = Buffer.from('PK\u0003\u0004evil.js\u0000', 'latin1');
    const polyglot = Buffer.concat([
      png,
      Buffer.from('<script>alert(document.cookie)</script>'),
      zip,
    ]);
    // The image part decodes, so it is kept: re-encoding leaves the payload behind.
    const res = await upload(polyglot, 'poly.png');
    expect(res.status).toBe(200);
    const stored = fs.readFileSync(storedFile(expectResponse('upload', res).data!.url));
    expect(stored.toString('latin1')).not.toContain('<script>');
    expect(stored.toString('latin1')).not.toContain('PK\u0003\u0004');
    expect((await sharp(stored).metadata()).format).toBe('webp');
  });

  it('refuses an SVG, an HTML page and an HTML page behind a PNG signature', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expectError(
      await upload(Buffer.from(svg), 'a.svg', 'image/svg+xml'),
      400,
      authMessages.fileNotImage,
    );
    const html = '<!doctype html><script>alert(1)</script>';
    expectError(await upload(Buffer.from(html), 'a.png'), 400, authMessages.fileNotImage);
    const disguised = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from(html),
    ]);
    expectError(await upload(disguised, 'a.png'), 422, authMessages.imageUnreadable);
    // A JPEG header on a GIF body: the claimed format must be the decoded one.
    const gif = await picture(8, 8).gif().toBuffer();
    const mixed = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), gif]);
    expectError(await upload(mixed, 'a.jpg'), 422, authMessages.imageUnreadable);
  });
});

describe('uploads nothing refers to are deleted', () => {
  it('replacing the avatar deletes the old file; removing it deletes the file too', async () => {
    const first = await uploaded(await picture(100, 100).png().toBuffer(), 'a.png');
    expectData('profileUpdate', await saveAvatar(first));
    const second = await uploaded(await picture(120, 120).png().toBuffer(), 'b.png');
    expectData('profileUpdate', await saveAvatar(second));
    expect(fs.existsSync(storedFile(first))).toBe(false);
    expect(fs.existsSync(storedFile(second))).toBe(true);
    expectData('profileUpdate', await saveAvatar(null));
    expect(fs.existsSync(storedFile(second))).toBe(false);
  });

  it("saving someone else's upload and then replacing it does not delete their file", async () => {
    const { id: ownerId } = await createUser(t);
    const theirs = await uploaded(await picture(50, 50).png().toBuffer(), 'theirs.png');
    await t.db.updateTable('users').set({ avatar: theirs }).where('id', '=', ownerId).execute();
    expectData('profileUpdate', await saveAvatar(theirs));
    expectData('profileUpdate', await saveAvatar(null));
    expect(fs.existsSync(storedFile(theirs))).toBe(true);
  });

  it('the sweep deletes old unreferenced uploads, keeps fresh ones and saved avatars', async () => {
    const dayAgo = new Date(t.clock.now() - 25 * 60 * 60 * 1000);
    const saved = await uploaded(await picture(60, 60).png().toBuffer(), 'saved.png');
    expectData('profileUpdate', await saveAvatar(saved));
    const orphan = await uploaded(await picture(61, 61).png().toBuffer(), 'orphan.png');
    const fresh = await uploaded(await picture(62, 62).png().toBuffer(), 'fresh.png');
    fs.utimesSync(storedFile(saved), dayAgo, dayAgo);
    fs.utimesSync(storedFile(orphan), dayAgo, dayAgo);
    fs.utimesSync(storedFile(fresh), new Date(t.clock.now()), new Date(t.clock.now()));
    // Not ours (a name the upload route never makes): never touched, however old.
    const foreign = path.join(avatars(), 'README.txt');
    fs.writeFileSync(foreign, 'keep');
    fs.utimesSync(foreign, dayAgo, dayAgo);

    const deleted = await sweepOrphanUploads(t.deps);
    expect(deleted).toContain(path.basename(orphan));
    expect(fs.existsSync(storedFile(orphan))).toBe(false);
    expect(fs.existsSync(storedFile(saved))).toBe(true);
    expect(fs.existsSync(storedFile(fresh))).toBe(true);
    expect(fs.existsSync(foreign)).toBe(true);
    const served = await t.app.request(saved);
    expect(served.status).toBe(200);
  });
});
