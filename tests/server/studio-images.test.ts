import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, extra } from '../../contract/messages';
import { imageVariants, IMAGE_WIDTHS } from '../../contract/image-variants';
import { imageSchemas } from '../../contract/studio/endpoints/images';
import { imageMessages, imagePaths } from '../../contract/studio/image-paths';
import { studioMessages } from '../../contract/studio/messages';
import { createSignedInUser } from '../factories';
import { createStaff } from './studio-helpers';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/* The studio's image upload (docs/decisions/054-studio-images.md), sent as the studio sends it. */

let t: TestApp;
let editor: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor']);
});
afterAll(() => t.close());

const imagesDir = () => path.join(t.config.uploadsDir, 'images');
const storedNames = () => (fs.existsSync(imagesDir()) ? fs.readdirSync(imagesDir()).sort() : []);
const fileOf = (url: string) => path.join(imagesDir(), path.basename(url));

async function upload(
  bytes: Uint8Array | string,
  name: string,
  kind: string | null,
  { token = editor.token, type = 'image/png' }: { token?: string | null; type?: string } = {},
) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }),
    name,
  );
  if (kind !== null) form.append('kind', kind);
  const res = await t.app.request(imagePaths.studioImageUpload.path, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function uploaded(bytes: Uint8Array, kind: string) {
  const res = await upload(bytes, 'poster.png', kind);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return imageSchemas.studioImageUpload.response.parse(res.json).data;
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#cc3366' } });

/** A valid 1-bit PNG of side×side: tens of kilobytes on the wire, gigabytes as pixels. */
function pngBomb(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
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
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((1 + Math.ceil(side / 8)) * side), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('studio image upload: a WebP per width the viewer app shows', () => {
  it('stores a PNG poster at 160, 320 and 480 px, aspect kept, served immutable', async () => {
    // Noise does not compress: well over the 64 KB every other /api call is held to.
    const png = await sharp({
      create: {
        width: 1000,
        height: 1500,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(1024 * 1024);
    const data = await uploaded(png, 'poster');
    expect(data.widths).toEqual([...IMAGE_WIDTHS.poster]);
    expect(data.url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}-160-320-480\.webp$/);
    const variants = imageVariants(data.url)!;
    expect(variants.map((v) => v.width)).toEqual([160, 320, 480]);
    for (const { url, width } of variants) {
      const served = await t.app.request(url);
      expect(served.status, url).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width * 1.5]);
    }
  });

  it('never makes a width wider than the upload', async () => {
    const data = await uploaded(await picture(900, 506).png().toBuffer(), 'poster_hz');
    expect(data.widths).toEqual([320, 640, 900]);
    for (const { url, width } of imageVariants(data.url)!) {
      expect((await sharp(fileOf(url)).metadata()).width).toBe(width);
    }
    const tiny = await uploaded(await picture(100, 40).png().toBuffer(), 'logo');
    expect(tiny.widths).toEqual([100]);
    expect((await sharp(fileOf(tiny.url)).metadata()).width).toBe(100);
  });

  it('keeps nothing of a JPEG but its pixels: no EXIF, GPS, ICC; an EXIF turn applied', async () => {
    const jpeg = await picture(600, 2000)
      .jpeg()
      .withExif({
        IFD0: { ImageDescription: 'SECRET-LOCATION', Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 55/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .withIccProfile('p3')
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif?.toString('latin1')).toContain('SECRET-LOCATION');
    // Orientation 6: shown turned, 2000 wide by 600 high.
    const data = await uploaded(jpeg, 'banner');
    expect(data.widths).toEqual([640, 1280, 1920]);
    for (const { url } of imageVariants(data.url)!) {
      const stored = fs.readFileSync(fileOf(url));
      expect(stored.toString('latin1')).not.toMatch(/SECRET-LOCATION|PhoneMaker|Exif|XMP |ICCP/);
      const meta = await sharp(stored).metadata();
      expect([meta.exif, meta.icc, meta.xmp]).toEqual([undefined, undefined, undefined]);
      expect(meta.width).toBeGreaterThan(meta.height);
    }
  });

  it('records the upload in the audit log with its author', async () => {
    const data = await uploaded(await picture(200, 200).png().toBuffer(), 'portrait');
    const id = path.basename(data.url).slice(0, 32);
    const rows = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'image')
      .where('entity_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: editor.id, action: 'upload' });
    expect(JSON.parse(rows[0]!.after_json!)).toMatchObject({ kind: 'portrait', url: data.url });
  });
});

describe('studio image upload: refusals store nothing', () => {
  const refused = async (
    res: Promise<{ status: number; json: Record<string, unknown> }>,
    status: number,
    msg: string,
    fields?: Record<string, string>,
  ) => {
    const before = storedNames();
    const { status: got, json } = await res;
    expect(got, JSON.stringify(json)).toBe(status);
    expect(json).toMatchObject(fields ? { status: false, fields } : { status: false, msg });
    expect(storedNames()).toEqual(before);
  };

  it('a text file named .png and an SVG are not images', async () => {
    await refused(upload('just some words', 'fake.png', 'poster'), 400, authMessages.fileNotImage);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    await refused(
      upload(svg, 'art.svg', 'poster', { type: 'image/svg+xml' }),
      400,
      authMessages.fileNotImage,
    );
  });

  it('the bytes decide, not the name: HTML named .jpg is refused, a JPEG named .png is kept', async () => {
    await refused(
      upload('<!doctype html><script>alert(1)</script>', 'poster.jpg', 'poster', {
        type: 'image/jpeg',
      }),
      400,
      authMessages.fileNotImage,
    );
    // Re-encoded from its pixels whatever it was called: the stored file is a WebP either way.
    const data = await uploaded(await picture(320, 480).jpeg().toBuffer(), 'poster');
    expect(data.url).toMatch(/\.webp$/);
    expect((await sharp(fileOf(data.url)).metadata()).format).toBe('webp');
  });

  it('a PNG signature on other bytes, and a JPEG cut short, are unreadable', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<html><body>not a picture</body></html>'),
    ]);
    await refused(upload(fake, 'fake.png', 'poster'), 422, authMessages.imageUnreadable);
    // Its header is whole, so the size check passes; the pixels fail while the widths are made.
    const jpeg = await picture(800, 1200).jpeg().toBuffer();
    const cut = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    await refused(upload(cut, 'cut.jpg', 'poster'), 422, authMessages.imageUnreadable);
  });

  it('a picture wider than 4096 px is refused even with few pixels', async () => {
    const strip = await picture(5000, 20).png().toBuffer();
    await refused(upload(strip, 'strip.png', 'banner'), 422, authMessages.imageTooManyPixels);
  });

  it('a 20000×20000 PNG bomb is refused from its header', async () => {
    const bomb = pngBomb(20_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await refused(upload(bomb, 'bomb.png', 'banner'), 422, authMessages.imageTooManyPixels);
  });

  it('a file over 10 MB is refused before it is read whole', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 200 * 1024, 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await refused(upload(big, 'big.png', 'banner'), 413, imageMessages.fileTooLarge);
  });

  it('an unknown or missing kind, and a missing file, are named by their fields', async () => {
    const png = await picture(300, 450).png().toBuffer();
    await refused(upload(png, 'p.png', 'wallpaper'), 422, studioMessages.fieldsInvalid, {
      kind: 'Зургийн төрлийг сонгоно уу!',
    });
    await refused(upload(png, 'p.png', null), 422, studioMessages.fieldsInvalid, {
      kind: 'Зургийн төрлийг сонгоно уу!',
    });
    const form = new FormData();
    form.append('kind', 'poster');
    const res = Promise.resolve(
      t.app.request(imagePaths.studioImageUpload.path, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${editor.token}` },
      }),
    ).then(async (r) => ({ status: r.status, json: (await r.json()) as Record<string, unknown> }));
    await refused(res, 422, studioMessages.fieldsInvalid, { file: authMessages.fileMissing });
  });

  it('a guest, a viewer and a staff member without the editor role are refused', async () => {
    const png = await picture(300, 450).png().toBuffer();
    await refused(upload(png, 'p.png', 'poster', { token: null }), 401, extra.unauthorized);
    const viewer = await createSignedInUser(t);
    await refused(
      upload(png, 'p.png', 'poster', { token: viewer.token }),
      403,
      studioMessages.noRole,
    );
    const finance = await createStaff(t, ['finance']);
    await refused(
      upload(png, 'p.png', 'poster', { token: finance.token }),
      403,
      studioMessages.roleMissing,
    );
  });
});
