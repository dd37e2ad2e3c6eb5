import { describe, expect, it } from 'vitest';
import { imageFileName, imageVariants, keptImageUrl } from '../../contract/image-variants';
import { imageSources } from '../../src/ui/image-sources';

const id = '0123456789abcdef0123456789abcdef';

describe('imageSources: one owner of the uploaded images URL convention', () => {
  it('offers every stored width of an upload, the widest under the kept URL itself', () => {
    const url = keptImageUrl('', id, [160, 320, 480]);
    expect(url).toBe(`/uploads/images/${id}-160-320-480.webp`);
    expect(imageSources(url, '38vw')).toEqual({
      srcSet: [
        `/uploads/images/${id}-160.webp 160w`,
        `/uploads/images/${id}-320.webp 320w`,
        `${url} 480w`,
      ].join(', '),
      sizes: '38vw',
      src: url,
    });
  });

  it('names each file the way the server writes it', () => {
    const widths = [320, 640, 900];
    for (const variant of imageVariants(keptImageUrl('', id, widths))!) {
      expect(variant.url).toBe(`/uploads/images/${imageFileName(id, widths, variant.width)}`);
    }
  });

  it('keeps a MEDIA_BASE_URL in front of every width', () => {
    const url = keptImageUrl('https://cdn.example.mn', id, [640, 1280]);
    expect(imageSources(url, '100vw').srcSet).toBe(
      `https://cdn.example.mn/uploads/images/${id}-640.webp 640w, ${url} 1280w`,
    );
  });

  it("offers the seed's art drawn as WebP the same way (decision 091)", () => {
    expect(imageSources('/art/12-160-320-480.webp', '120px')).toEqual({
      srcSet: '/art/12-160.webp 160w, /art/12-320.webp 320w, /art/12-160-320-480.webp 480w',
      sizes: '120px',
      src: '/art/12-160-320-480.webp',
    });
  });

  it('leaves SVG art, avatars, one-width files and look-alikes a plain src', () => {
    for (const url of [
      '/art/12.svg',
      '/art/12-160.webp',
      '/art/x12-160-320.webp',
      '/evil/art/12-160-320.webp/x',
      `/uploads/avatars/${id}.webp`,
      `/uploads/images/${id}-120.webp`,
      `/uploads/images/${id.slice(1)}-160-320.webp`,
      `/uploads/images/${id}-160-320.png`,
    ]) {
      expect(imageSources(url, '38vw')).toEqual({ src: url });
    }
  });
});
