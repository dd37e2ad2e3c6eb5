import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { webpOptions } from './studio-image';

/** Drawn files kept in memory (a few KB each): the seed's art at its widths fits several times. */
const MEMORY_LIMIT = 1200;

/**
 * Generated art drawn as WebP at one width (decision 091). Each file is drawn once: kept in
 * memory (least recently used out first) and on disk under `cacheDir`, named by a hash of the SVG
 * and the width, so a restart, another instance or another test server on the same folder draws
 * nothing again. Asked twice at once, it is drawn once.
 */
export function artworkWebp(cacheDir: string) {
  const memory = new Map<string, Promise<Buffer>>();

  /**
   * Written aside and renamed: a reader never sees half a file, whichever writer wins. The disk
   * copy is a saving, not a need: a folder that cannot be written only means drawing again.
   */
  async function keep(webp: Buffer, file: string): Promise<void> {
    await fs.mkdir(cacheDir, { recursive: true });
    const aside = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    try {
      await fs.writeFile(aside, webp);
      await fs.rename(aside, file);
    } finally {
      await fs.rm(aside, { force: true });
    }
  }

  async function draw(svg: string, kind: string, width: number, file: string): Promise<Buffer> {
    const kept = await fs.readFile(file).catch(() => null);
    if (kept) return kept;
    // The SVG's own width gives the density that draws it at `width` without a blurry upscale.
    const own = Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1]) || width;
    const webp = await sharp(Buffer.from(svg), { density: (72 * width) / own })
      .resize({ width })
      .webp(webpOptions(kind))
      .toBuffer();
    await keep(webp, file).catch(() => undefined);
    return webp;
  }

  return function webpOf(svg: string, kind: string, width: number): Promise<Buffer> {
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 32);
    const key = `${hash}-${width}`;
    const known = memory.get(key);
    if (known) {
      memory.delete(key);
      memory.set(key, known);
      return known;
    }
    const drawing = draw(svg, kind, width, path.join(cacheDir, `${key}.webp`));
    memory.set(key, drawing);
    drawing.catch(() => memory.delete(key));
    if (memory.size > MEMORY_LIMIT) memory.delete(memory.keys().next().value!);
    return drawing;
  };
}
