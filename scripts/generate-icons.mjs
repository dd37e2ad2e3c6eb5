// Renders public/icons/icon.svg to the PNG sizes the manifest lists (run once; PNGs are committed).
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from './chromium.mjs';

const dir = path.resolve(import.meta.dirname, '../public/icons');
const svg = fs.readFileSync(path.join(dir, 'icon.svg'), 'utf8');
const browser = await launchChromium();
const page = await browser.newPage();

async function render(file, size, maskable) {
  await page.setViewportSize({ width: size, height: size });
  // Maskable icons keep the mark inside the central 80% safe zone on a full-bleed background.
  const inner = maskable ? `<div style="width:80%;height:80%">${svg}</div>` : svg;
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? '#0d1017' : 'transparent'}">${inner}</body>`,
  );
  await page.addStyleTag({ content: 'svg{width:100%;height:100%;display:block}' });
  await page.screenshot({ path: path.join(dir, file), omitBackground: !maskable });
  console.log('wrote', file);
}

await render('icon-192.png', 192, false);
await render('icon-512.png', 512, false);
await render('maskable-512.png', 512, true);
await browser.close();
