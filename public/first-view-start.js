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
  preload(modules);
  try {
    for (const href of entryImports) await import(href);
  } catch {
    // The entry's import below asks again and, failing, shows the app's own error.
  }
  if (entry) void import(entry);
}

requestAnimationFrame(() => setTimeout(start, 0));

// Until the app runs, the page is inert and a tap on the header's "Нэвтрэх" would be lost
// (decision 082). It shows the login frame the server wrote into a <template>: a dialog saying
// it is loading, closed by Escape, its button or the scrim. The app, once running, opens the
// dialog itself and takes this copy away (src/features/auth/early-login.ts names the ids).
const root = document.getElementById('root');
const FRAME_ID = 'early-login-frame';

function closeEarlyFrame() {
  document.getElementById(FRAME_ID)?.remove();
  document.removeEventListener('keydown', onEarlyKey, true);
}

function onEarlyKey(event) {
  if (event.key === 'Escape') closeEarlyFrame();
}

function onEarlyTap(event) {
  // The app runs: the button has its own handler now.
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
  // Inert, the button is never the tap's target: the tap is placed by where it landed.
  const box = root.querySelector('header [data-login-opener]')?.getBoundingClientRect();
  const template = document.getElementById('early-login');
  if (!box || !(template instanceof HTMLTemplateElement)) return;
  const { clientX: x, clientY: y } = event;
  if (x < box.left || x > box.right || y < box.top || y > box.bottom) return;
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

document.addEventListener('click', onEarlyTap, true);
