// A server-rendered first view (decision 032) is on screen before the app's code is asked for:
// the page paints, then this asks for the entry and the modules it and the route import, so on
// a slow link they do not compete with the page's own images. Deferred as a module, it waits
// one frame; a tab opened in the background starts once it is shown.
const tag = document.querySelector('script[data-app-entry]');
const entry = tag?.getAttribute('data-app-entry');
const modules = (tag?.getAttribute('data-app-modules') ?? '').split(' ').filter(Boolean);

// Each preload link starts its fetch while it is inserted, about 3 ms of main thread apiece on
// this machine (12 at 4x CPU): a detail page's 36 at once were one task of over 100 ms at 4x. A
// few per task keep every task under 50 ms.
const PER_TASK = 4;

function preload(hrefs) {
  for (const href of hrefs.slice(0, PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (hrefs.length > PER_TASK) setTimeout(() => preload(hrefs.slice(PER_TASK)), 0);
}

function start() {
  preload(modules);
  if (entry) void import(entry);
}

requestAnimationFrame(() => setTimeout(start, 0));
