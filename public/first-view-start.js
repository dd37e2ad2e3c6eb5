// A server-rendered first view (decision 032) is on screen before the app's code is asked for:
// the page paints, then this asks for the entry and the modules it and the route import, so on
// a slow link they do not compete with the page's own images. Deferred as a module, it waits
// one frame; a tab opened in the background starts once it is shown. Decision 035 cuts its
// work into short tasks.
const tag = document.querySelector('script[data-app-entry]');
const entry = tag?.getAttribute('data-app-entry');
const list = (name) => (tag?.getAttribute(name) ?? '').split(' ').filter(Boolean);
const modules = list('data-app-modules');
const entryImports = list('data-app-entry-imports');

// Each preload link starts its fetch while it is inserted, about 3 ms of main thread apiece on
// this machine (12 at 4x CPU): a detail page's 36 at once were one task of over 100 ms at 4x,
// and four per task still made one of 47 ms (Chromium 150). Two per task stay well under 50 ms.
const PER_TASK = 2;

function preload(hrefs) {
  for (const href of hrefs.slice(0, PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (hrefs.length > PER_TASK) setTimeout(() => preload(hrefs.slice(PER_TASK)), 0);
}

// Importing the entry runs every module it imports in one task (React DOM, the router, React
// Query, the app's shared code: 30 to 70 ms on this machine, 4x that on a phone). Imported one
// by one first, each runs (with whatever it imports that has not run yet) in a task of its own;
// the entry then runs only its own code.
async function start() {
  // The entry itself too: asked for only once its imports had run, it came a round trip after
  // them (half a second on a 400 ms link).
  preload(entry ? [entry, ...modules] : modules);
  try {
    for (const href of entryImports) await import(href);
  } catch {
    // The entry's import below asks again and, failing, shows the app's own error.
  }
  if (entry) void import(entry);
}

requestAnimationFrame(() => setTimeout(start, 0));

// Until the app runs, the page is inert and a tap on it would be lost (decisions 082, 083). A
// tap on the header's "Нэвтрэх" shows the login frame the server wrote into a <template>: a
// dialog saying it is loading, closed by Escape, its button or the scrim; the app, once running,
// opens the dialog itself and takes this copy away (src/features/auth/early-login.ts names the
// ids). A tap on a link follows it, as a page without scripts would.
const root = document.getElementById('root');
const FRAME_ID = 'early-login-frame';

function closeEarlyFrame() {
  document.getElementById(FRAME_ID)?.remove();
  document.removeEventListener('keydown', onEarlyKey, true);
}

function onEarlyKey(event) {
  if (event.key === 'Escape') closeEarlyFrame();
}

/**
 * What the tap landed on. Inert content is never hit, so the root is made hit-testable for one
 * synchronous look and inert again before anything else can run; content inert on its own (a
 * carousel's hidden slides) stays out of reach, as it is for the app.
 */
function underTap(event) {
  root.removeAttribute('inert');
  try {
    return document.elementFromPoint(event.clientX, event.clientY);
  } finally {
    root.setAttribute('inert', '');
  }
}

/**
 * A plain tap on a link to another page of this site, which the browser would follow in this
 * tab. A link within this page (a card's `?media=` overlay) is left for the app: loaded anew,
 * the page would only come back the same, the overlay still waiting for the app's code.
 */
function followable(link, event) {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
    return false;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return false;
  return link.origin === location.origin && link.pathname !== location.pathname;
}

function showEarlyFrame(template) {
  const copy = template.content.firstElementChild?.cloneNode(true);
  if (!(copy instanceof HTMLElement)) return;
  copy.id = FRAME_ID;
  document.body.append(copy);
  document.addEventListener('keydown', onEarlyKey, true);
  // The dialog's own code, asked for now rather than once the app runs and opens it: on a poor
  // link it arrives beside the app's code instead of after it.
  for (const href of (template.getAttribute('data-files') ?? '').split(' ').filter(Boolean)) {
    if (document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    if (href.endsWith('.css')) Object.assign(link, { rel: 'preload', as: 'style' });
    else link.rel = 'modulepreload';
    // As the app's chunk loader asks, so its later request is answered by this one.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

function onEarlyTap(event) {
  // The app runs: its own handlers answer now.
  if (!root?.hasAttribute('inert')) {
    document.removeEventListener('click', onEarlyTap, true);
    return;
  }
  const frame = document.getElementById(FRAME_ID);
  if (frame) {
    // The scrim (the frame's own element) or the close button.
    if (event.target === frame || event.target.closest?.('button')) closeEarlyFrame();
    return;
  }
  const hit = underTap(event);
  if (!hit || !root.contains(hit)) return;
  if (hit.closest('header [data-login-opener]')) {
    const template = document.getElementById('early-login');
    if (template instanceof HTMLTemplateElement) showEarlyFrame(template);
    return;
  }
  const link = hit.closest('a[href]');
  if (link instanceof HTMLAnchorElement && followable(link, event)) location.assign(link.href);
}

document.addEventListener('click', onEarlyTap, true);
