import { describe, expect, it } from 'vitest';
import { firstViewPage } from '../../server/web/first-view/first-view-page';

/** The built index.html's shape, and a route hint. */
const shell =
  '<html><head><title>BTV</title>' +
  '<script type="module" crossorigin src="/btv/assets/index-a.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/btv/assets/framework-b.js">' +
  '<link rel="stylesheet" crossorigin href="/btv/assets/index-c.css">' +
  '</head><body><div id="root"></div></body></html>';
const hints = '<link rel="modulepreload" href="/btv/assets/home-d.js">';

const page = firstViewPage(
  shell,
  hints,
  {
    html: '<link rel="preload" as="image" href="/art/1.svg"/><main><h1>Нүүр</h1></main>',
    css: '[data-fv-style="1"]{width:45% !important}',
    dataTag: '<script type="application/json" id="first-view-data">{}</script>',
    loginFrame: '<div role="dialog"></div>',
  },
  { text: '.shell{color:red}', urls: ['/btv/assets/index-c.css', '/btv/assets/home-e.css'] },
  ['/btv/assets/login-f.js', '/btv/assets/login-g.css'],
);

describe('the document of a first view', () => {
  it('holds the markup in an inert root, its data before </body>, its image preload in <head>', () => {
    expect(page).toContain('<div id="root" inert><main><h1>Нүүр</h1></main></div>');
    expect(page).toContain('{}</script></body>');
    expect(page.indexOf('<link rel="preload" as="image" href="/art/1.svg"/>')).toBeLessThan(
      page.indexOf('</head>'),
    );
  });

  it('keeps the login frame for a tap before the app runs, with its files, outside the root', () => {
    expect(page).toContain(
      '</div><template id="early-login" data-files="/btv/assets/login-f.js /btv/assets/login-g.css">' +
        '<div role="dialog"></div></template><script type="application/json"',
    );
  });

  it('inlines its styles, and names each file as loaded without fetching it', () => {
    expect(page).toContain(
      '<style>.shell{color:red}[data-fv-style="1"]{width:45% !important}</style>',
    );
    expect(page).not.toContain('<link rel="stylesheet" crossorigin');
    expect(page).toContain('<link rel="stylesheet" href="/btv/assets/index-c.css" disabled>');
    expect(page).toContain('<link rel="stylesheet" href="/btv/assets/home-e.css" disabled>');
  });

  it('asks for the code only through the start script, which preloads it after the first frame', () => {
    expect(page).not.toContain('rel="modulepreload"');
    // The entry's own imports are named apart: the script runs them one task each.
    expect(page).toContain(
      '<script type="module" src="/btv/first-view-start.js" data-app-entry="/btv/assets/index-a.js" ' +
        'data-app-entry-imports="/btv/assets/framework-b.js" ' +
        'data-app-modules="/btv/assets/framework-b.js /btv/assets/home-d.js"></script>',
    );
  });
});
