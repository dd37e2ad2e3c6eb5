// A server-rendered first view (decision 032) is on screen before the app's code is asked for:
// the page paints, then this asks for the entry and the modules it and the route import, so on
// a slow link they do not compete with the page's own images. Deferred as a module, it waits
// one frame; a tab opened in the background starts once it is shown.
const tag = document.querySelector('script[data-app-entry]');
const entry = tag?.getAttribute('data-app-entry');
const modules = (tag?.getAttribute('data-app-modules') ?? '').split(' ').filter(Boolean);

function start() {
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (entry) void import(entry);
}

requestAnimationFrame(() => setTimeout(start, 0));
