import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRouteHints } from '../../server/web/route-hints';

/* A manifest shaped like Vite's with the router plugin's split route chunks. */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_framework.js'],
    css: ['assets/index.css'],
  },
  '_framework.js': { file: 'assets/framework.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_framework.js'], css: ['assets/card.css'] },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/home.js', imports: ['_card.js'] },
  'src/routes/index.tsx?tsr-split=loader': { file: 'assets/home-loader.js' },
  'src/routes/theatre.$cat.$sort.tsx?tsr-split=component': { file: 'assets/theatre-list.js' },
  'src/routes/theatre.detail.$id.tsx?tsr-split=component': { file: 'assets/theatre-detail.js' },
  'src/routes/profile.tsx?tsr-split=component': { file: 'assets/profile-layout.js' },
  'src/routes/profile.index.tsx?tsr-split=component': { file: 'assets/profile-index.js' },
  'src/routes/profile.my-fund.tsx?tsr-split=component': { file: 'assets/my-fund.js' },
  'src/routes/$.tsx?tsr-split=component': { file: 'assets/not-found.js' },
  'src/features/auth/login/login-dialog.tsx': {
    file: 'assets/login-dialog.js',
    isDynamicEntry: true,
    imports: ['_framework.js', '_card.js'],
    css: ['assets/login-dialog.css'],
  },
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-hints-'));
fs.mkdirSync(path.join(dir, '.vite'));
fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
fs.mkdirSync(path.join(dir, 'assets'));
fs.writeFileSync(path.join(dir, 'assets/index.css'), '.shell{color:red}');
fs.writeFileSync(path.join(dir, 'assets/card.css'), '.card{color:blue}');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const hints = loadRouteHints(dir);
const files = (pathname: string) =>
  [...hints.tags(pathname).matchAll(/href="([^"]+)"/g)].map((m) => m[1]).sort();

describe('route hints in index.html', () => {
  it("names the page's own chunks, their imports and CSS, not the entry's", () => {
    expect(files('/')).toEqual([
      '/api/m/slides/big?multi=1',
      '/btv/assets/card.css',
      '/btv/assets/card.js',
      '/btv/assets/home-loader.js',
      '/btv/assets/home.js',
    ]);
    expect(hints.tags('/')).toContain(
      '<link rel="preload" as="style" crossorigin href="/btv/assets/card.css">',
    );
    expect(hints.tags('/')).toContain('<link rel="preload" as="fetch" crossorigin');
  });

  it("names the login dialog's files beyond the entry's, each after the chunks it imports", () => {
    expect(hints.loginFiles()).toEqual([
      '/btv/assets/card.js',
      '/btv/assets/login-dialog.js',
      '/btv/assets/card.css',
      '/btv/assets/login-dialog.css',
    ]);
  });

  it('ranks a static segment above a parameter, as the router does', () => {
    expect(files('/theatre/detail/3')).toEqual(['/btv/assets/theatre-detail.js']);
    expect(files('/theatre/all/new')).toEqual(['/btv/assets/theatre-list.js']);
  });

  it('adds the layouts above the page', () => {
    expect(files('/profile/my-fund')).toEqual([
      '/btv/assets/my-fund.js',
      '/btv/assets/profile-layout.js',
    ]);
    expect(files('/profile/')).toEqual([
      '/btv/assets/profile-index.js',
      '/btv/assets/profile-layout.js',
    ]);
  });

  it("gives a rendered page its styles to inline, the entry's first, and no style hints", () => {
    expect(hints.styles('/')).toEqual({
      text: '.shell{color:red}\n.card{color:blue}',
      urls: ['/btv/assets/index.css', '/btv/assets/card.css'],
    });
    expect(hints.tags('/', true)).not.toContain('as="style"');
    // Its data comes in the page itself.
    expect(hints.tags('/', true)).not.toContain('as="fetch"');
    expect(hints.tags('/', true)).toContain('/btv/assets/home.js');
  });

  it('names nothing for unknown pages or without a build', () => {
    expect(hints.tags('/no/such/page')).toBe('');
    expect(hints.tags('/theatre/detail/')).toBe('');
    expect(loadRouteHints(path.join(dir, 'missing')).tags('/')).toBe('');
  });
});
