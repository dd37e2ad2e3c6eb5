import { hashText } from './random';

/*
 * Every picture in the demo is an SVG drawn here from its title, so nothing is fetched from
 * outside and the same title always gives the same picture (hash → hues and motif). Each one
 * stays under 3 KB: a couple of gradients, one motif, and the title as live text. Pages get it
 * as WebP at the widths of its slot, drawn from this SVG by the server (decision 091).
 */

export type ArtKind =
  'poster' | 'poster_hz' | 'banner' | 'logo' | 'avatar' | 'portrait' | 'cover' | 'brand';

// Fonts with Cyrillic that most systems have; the last resort is any sans-serif.
const font = `'Noto Sans','Segoe UI',Roboto,'Helvetica Neue',Arial,'DejaVu Sans',sans-serif`;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => {
    switch (ch) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&apos;';
    }
  });
}

interface Palette {
  hash: number;
  a: string;
  b: string;
  accent: string;
}

function palette(seed: string): Palette {
  const hash = hashText(seed);
  const hue = hash % 360;
  const hue2 = (hue + 30 + ((hash >>> 9) % 70)) % 360;
  return {
    hash,
    a: `hsl(${hue},68%,46%)`,
    b: `hsl(${hue2},72%,16%)`,
    accent: `hsl(${(hue + 180) % 360},85%,65%)`,
  };
}

function svg(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;
}

function gradients(p: Palette): string {
  return (
    '<defs>' +
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient>` +
    '<radialGradient id="l" cx=".8" cy=".15" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
    '<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset=".4" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".75"/></linearGradient>' +
    '</defs>'
  );
}

const r = Math.round;

/** One of four motifs chosen by the hash: rings, steppe hills, rising bars, sun over waves. */
function motif(p: Palette, w: number, h: number): string {
  const k = (p.hash >>> 16) % 4;
  const u = Math.min(w, h);
  if (k === 0) {
    const cx = r(w * 0.7);
    const cy = r(h * 0.3);
    return [0.18, 0.32, 0.46]
      .map(
        (f, i) =>
          `<circle cx="${cx}" cy="${cy}" r="${r(u * f)}" fill="none" stroke="#fff" stroke-opacity="${0.18 - i * 0.04}" stroke-width="${r(u * 0.04)}"/>`,
      )
      .join('');
  }
  if (k === 1) {
    const peaks = [0.62, 0.48, 0.58, 0.42, 0.55].map((f, i) =>
      r(h * (f + (((p.hash >>> (i * 3)) % 10) - 5) / 100)),
    );
    const step = w / (peaks.length - 1);
    const line = peaks.map((y, i) => `L${r(i * step)} ${y}`).join(' ');
    return (
      `<circle cx="${r(w * 0.25)}" cy="${r(h * 0.25)}" r="${r(u * 0.09)}" fill="${p.accent}" fill-opacity=".55"/>` +
      `<path d="M0 ${h} ${line} L${w} ${h}Z" fill="#000" fill-opacity=".28"/>`
    );
  }
  if (k === 2) {
    const n = 6;
    const bw = w / (n * 1.6);
    return Array.from({ length: n }, (_, i) => {
      const bh = h * (0.15 + (i / n) * 0.45 + ((p.hash >>> i) % 7) / 100);
      return `<rect x="${r(w * 0.12 + i * bw * 1.5)}" y="${r(h - bh)}" width="${r(bw)}" height="${r(bh)}" rx="${r(bw / 5)}" fill="#fff" fill-opacity="${(0.08 + i * 0.03).toFixed(2)}"/>`;
    }).join('');
  }
  const y = r(h * 0.55);
  const a = r(h * 0.05);
  return (
    `<circle cx="${r(w * 0.5)}" cy="${y}" r="${r(u * 0.22)}" fill="${p.accent}" fill-opacity=".5"/>` +
    `<path d="M0 ${y} q${r(w / 8)} ${-a} ${r(w / 4)} 0 t${r(w / 4)} 0 t${r(w / 4)} 0 t${r(w / 4)} 0 V${h} H0Z" fill="#000" fill-opacity=".3"/>`
  );
}

/** Greedy word wrap; a word longer than a line gets its own line and shrinks the font. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
    return kept;
  }
  return lines;
}

interface TextBlock {
  text: string;
  x: number;
  /** Baseline of the last line; lines stack upwards from here. */
  bottom: number;
  width: number;
  size: number;
  maxLines: number;
  anchor?: 'start' | 'middle';
}

// Bold Cyrillic averages ~0.6 em per character in the fonts above.
const charWidth = 0.6;

function titleText(block: TextBlock): string {
  const maxChars = Math.max(4, Math.floor(block.width / (block.size * charWidth)));
  const lines = wrap(block.text, maxChars, block.maxLines);
  const longest = Math.max(...lines.map((l) => l.length), 1);
  const size = r(Math.min(block.size, block.width / (longest * charWidth)));
  const lead = r(size * 1.15);
  const top = block.bottom - lead * (lines.length - 1);
  const anchor = block.anchor === 'middle' ? ' text-anchor="middle"' : '';
  const tspans = lines
    .map((l, i) => `<tspan x="${block.x}" y="${top + i * lead}">${escapeXml(l)}</tspan>`)
    .join('');
  return `<text font-family="${font}" font-size="${size}" font-weight="700" fill="#fff"${anchor}>${tspans}</text>`;
}

function smallText(text: string, x: number, y: number, size: number, anchor = false): string {
  const a = anchor ? ' text-anchor="middle"' : '';
  return `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" fill="#fff" fill-opacity=".8"${a}>${escapeXml(text)}</text>`;
}

function backdrop(p: Palette, w: number, h: number): string {
  return (
    gradients(p) +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    motif(p, w, h) +
    `<rect width="${w}" height="${h}" fill="url(#l)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#s)"/>`
  );
}

/** 2:3 poster with title and a small caption (category or kind). */
export function posterSvg(title: string, caption = ''): string {
  const p = palette(title);
  return svg(
    400,
    600,
    backdrop(p, 400, 600) +
      titleText({
        text: title,
        x: 28,
        bottom: caption ? 520 : 560,
        width: 344,
        size: 46,
        maxLines: 4,
      }) +
      (caption ? smallText(caption, 28, 562, 20) : ''),
  );
}

/** 16:9 horizontal poster for cards and episode thumbnails. */
export function posterHzSvg(title: string, caption = ''): string {
  const p = palette(title);
  return svg(
    640,
    360,
    backdrop(p, 640, 360) +
      titleText({
        text: title,
        x: 32,
        bottom: caption ? 290 : 320,
        width: 560,
        size: 44,
        maxLines: 2,
      }) +
      (caption ? smallText(caption, 32, 326, 20) : ''),
  );
}

/** 16:9 banner without text: the overlay and slides draw the logo or title on top. */
export function bannerSvg(title: string): string {
  const p = palette(title);
  return svg(
    1280,
    720,
    backdrop(p, 1280, 720) +
      '<defs><linearGradient id="h"><stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset=".6" stop-color="#000" stop-opacity="0"/></linearGradient></defs>' +
      '<rect width="1280" height="720" fill="url(#h)"/>' +
      `<circle cx="1040" cy="560" r="260" fill="${p.accent}" fill-opacity=".12"/>`,
  );
}

/** Transparent title logo: gradient-filled text with a soft dark outline for light banners. */
export function logoSvg(title: string): string {
  const p = palette(title);
  const lines = wrap(title, 16, 2);
  const longest = Math.max(...lines.map((l) => l.length), 1);
  const size = r(Math.min(64, 560 / (longest * charWidth)));
  const h = lines.length === 1 ? 120 : 200;
  const lead = r(size * 1.1);
  const top = r(h / 2 - (lead * (lines.length - 1)) / 2 + size * 0.35);
  const tspans = lines
    .map((l, i) => `<tspan x="300" y="${top + i * lead}">${escapeXml(l)}</tspan>`)
    .join('');
  return svg(
    600,
    h,
    `<defs><linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${p.accent}"/></linearGradient></defs>` +
      `<text font-family="${font}" font-size="${size}" font-weight="800" text-anchor="middle" fill="url(#t)" stroke="#000" stroke-opacity=".35" stroke-width="2" paint-order="stroke">${tspans}</text>`,
  );
}

/**
 * The service's mark as the app draws it (src/ui/brand-logo.tsx, the app icon): the orange play
 * tile and the wordmark, so the logo the server hands out is the one the app shows offline.
 */
export function brandMarkSvg(): string {
  return svg(
    84,
    28,
    '<defs><linearGradient id="brand-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffb020"/><stop offset="1" stop-color="#ff5a36"/></linearGradient></defs>' +
      '<rect width="28" height="28" rx="7" fill="url(#brand-g)"/>' +
      '<path d="M11 8v12l9.5-6z" fill="#0d1017"/>' +
      `<text x="36" y="21" font-family="${font}" font-weight="800" font-size="19" fill="#eef1f6">BTV</text>`,
  );
}

function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((w) => (w ?? '').charAt(0).toUpperCase())
    .join('')
    .slice(0, 2);
}

/** Round avatar with initials, for users and translators. */
export function avatarSvg(name: string): string {
  const p = palette(name);
  return svg(
    200,
    200,
    gradients(p) +
      '<circle cx="100" cy="100" r="100" fill="url(#g)"/>' +
      '<circle cx="100" cy="100" r="100" fill="url(#l)"/>' +
      `<text x="100" y="124" font-family="${font}" font-size="68" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name) || '?')}</text>`,
  );
}

/** 3:4 actor portrait: a silhouette over the gradient and the name underneath. */
export function portraitSvg(name: string): string {
  const p = palette(name);
  return svg(
    300,
    400,
    gradients(p) +
      '<rect width="300" height="400" fill="url(#g)"/>' +
      '<rect width="300" height="400" fill="url(#l)"/>' +
      '<circle cx="150" cy="140" r="62" fill="#fff" fill-opacity=".22"/>' +
      '<path d="M40 330 q0-110 110-110 q110 0 110 110Z" fill="#fff" fill-opacity=".22"/>' +
      '<rect y="300" width="300" height="100" fill="#000" fill-opacity=".45"/>' +
      titleText({
        text: name,
        x: 150,
        bottom: 362,
        width: 270,
        size: 30,
        maxLines: 1,
        anchor: 'middle',
      }),
  );
}

/** Square podcast cover: sound-wave bars, title and creator. */
export function coverSvg(title: string, creator: string): string {
  const p = palette(title);
  const bars = Array.from({ length: 11 }, (_, i) => {
    const bh = 30 + ((p.hash >>> (i * 2)) % 9) * 14 - Math.abs(i - 5) * 6;
    return `<rect x="${r(120 + i * 24)}" y="${r(170 - bh / 2)}" width="12" height="${r(bh)}" rx="6" fill="#fff" fill-opacity=".55"/>`;
  }).join('');
  return svg(
    500,
    500,
    gradients(p) +
      '<rect width="500" height="500" fill="url(#g)"/>' +
      '<rect width="500" height="500" fill="url(#l)"/>' +
      bars +
      '<rect width="500" height="500" fill="url(#s)"/>' +
      titleText({ text: title, x: 36, bottom: 400, width: 428, size: 44, maxLines: 3 }) +
      smallText(creator, 36, 452, 24),
  );
}

/** Square brand tile (banks, app stores, social networks, the service itself). */
export function brandSvg(label: string, color?: string): string {
  const p = palette(label);
  const fill = color ?? p.a;
  const size = r(Math.min(72, 170 / Math.max(1, label.length * charWidth)));
  return svg(
    200,
    200,
    '<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>' +
      `<rect width="200" height="200" rx="44" fill="${escapeXml(fill)}"/>` +
      '<rect width="200" height="200" rx="44" fill="url(#b)"/>' +
      `<text x="100" y="${r(100 + size * 0.36)}" font-family="${font}" font-size="${size}" font-weight="800" fill="#fff" text-anchor="middle">${escapeXml(label)}</text>`,
  );
}
