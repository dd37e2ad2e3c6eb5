import { brandMarkSvg, brandSvg } from './artwork';
import type { SeedContext } from './context';
import { insertMany } from './context';

const stores = [
  {
    title: 'App Store',
    label: '',
    color: '#111111',
    url: 'https://apps.apple.com/mn/app/btv/id1600000000',
  },
  {
    title: 'Google Play',
    label: '▶',
    color: '#01875f',
    url: 'https://play.google.com/store/apps/details?id=mn.btv.app',
  },
];

const socials = [
  { title: 'Facebook', label: 'f', color: '#1877f2', url: 'https://www.facebook.com/btv.mn' },
  { title: 'Instagram', label: 'IG', color: '#d62976', url: 'https://www.instagram.com/btv.mn' },
  { title: 'YouTube', label: '▶', color: '#ff0000', url: 'https://www.youtube.com/@btvmn' },
  { title: 'X', label: 'X', color: '#000000', url: 'https://x.com/btv_mn' },
];

const footer = [
  { title: 'Бидний тухай', url: '/content/47' },
  { title: 'Үйлчилгээний нөхцөл', url: '/content/48' },
  { title: 'Нууцлалын бодлого', url: '/content/49' },
  { title: 'Түгээмэл асуулт', url: '/faq' },
  { title: 'Холбоо барих', url: '/contact' },
];

/** Header/footer logos and the footer's store, social and page links. */
export async function seedSite(ctx: SeedContext): Promise<void> {
  // One mark everywhere: the header, the footer and the app's offline fallback draw the same.
  const wordmark = ctx.art('brand', 'BTV mark', brandMarkSvg);
  const tile = ctx.art('brand', 'BTV', () => brandSvg('BTV', '#c8102e'));
  await insertMany(ctx.db, 'logos', [
    { id: ctx.nextId('logos'), key: 'web_header', url: wordmark },
    { id: ctx.nextId('logos'), key: 'app_header', url: tile },
    { id: ctx.nextId('logos'), key: 'app_footer', url: wordmark },
  ]);

  const brand = (b: { title: string; label: string; color: string }) =>
    ctx.art('brand', b.title, () => brandSvg(b.label || b.title, b.color));
  const links = [
    ...stores.map((s, sort) => ({
      kind: 'app_store' as const,
      title: s.title,
      url: s.url,
      icon: brand(s),
      sort,
    })),
    ...socials.map((s, sort) => ({
      kind: 'social' as const,
      title: s.title,
      url: s.url,
      icon: brand(s),
      sort,
    })),
    ...footer.map((f, sort) => ({
      kind: 'footer' as const,
      title: f.title,
      url: f.url,
      icon: null,
      sort,
    })),
  ].map((l) => ({ id: ctx.nextId('links'), ...l }));
  await insertMany(ctx.db, 'links', links);
}
