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
  sheetsAhead();
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
// dialog saying it is loading, closed by Escape, its button or the scrim. Once the dialog's
// styles are in, the frame shows its phone step, which takes digits as the dialog's boxes do
// (decision 087). The app's dialog starts from what it holds and takes this copy away as it
// mounts (src/features/auth/early-login.ts names the ids and attributes). A tap on a link
// follows it, as a page without scripts would.
const root = document.getElementById('root');
const FRAME_ID = 'early-login-frame';
/** The server's <template> of the frame (contract/login-frame-template.ts names it). */
const TEMPLATE_ID = 'early-login';

function closeEarlyFrame() {
  document.getElementById(FRAME_ID)?.remove();
  document.removeEventListener('keydown', onEarlyKey, true);
  // The app, if it runs by now, has asked for its dialog: it is not wanted any more.
  document.dispatchEvent(new Event('early-login-closed'));
}

/** Escape closes the frame; Tab stays among its own controls, as it does in the dialog. */
function onEarlyKey(event) {
  const frame = document.getElementById(FRAME_ID);
  if (!frame) {
    document.removeEventListener('keydown', onEarlyKey, true);
    return;
  }
  if (event.key === 'Escape') closeEarlyFrame();
  if (event.key !== 'Tab') return;
  const controls = [...frame.querySelectorAll('button, input')].filter(
    (control) => control.offsetParent !== null,
  );
  const at = controls.indexOf(document.activeElement);
  const next = at === -1 ? 0 : (at + (event.shiftKey ? -1 : 1) + controls.length) % controls.length;
  event.preventDefault();
  controls[next]?.focus();
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

const dialogFiles = (template) =>
  (template.getAttribute('data-files') ?? '').split(' ').filter(Boolean);

/** Each stylesheet this script applied, by href: its load (see sheet). */
const sheetLoads = new Map();

/**
 * Applies a stylesheet unless it is already; resolves when it is in, rejects when it cannot come.
 * One the app's chunk loader applied counts as in.
 */
function sheet(href) {
  const known = sheetLoads.get(href);
  if (known) return known;
  if (document.querySelector(`link[href="${href}"][rel="stylesheet"]`)) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = href;
  const loaded = new Promise((resolve, reject) => {
    link.addEventListener('load', resolve);
    link.addEventListener('error', reject);
  });
  sheetLoads.set(href, loaded);
  document.head.append(link);
  loaded.catch(() => {
    // A tap asks again (loadDialogFiles).
    sheetLoads.delete(href);
    link.remove();
  });
  return loaded;
}

/**
 * The dialog's own files, asked for now rather than once the app runs and opens it: on a poor
 * link they arrive beside the app's code instead of after it. Its stylesheets are applied at
 * once (as the app's chunk loader would, which finds them and does not ask again); resolves
 * when they are in, rejects when one cannot come.
 */
function loadDialogFiles(template) {
  const sheets = [];
  for (const href of dialogFiles(template)) {
    if (href.endsWith('.css')) {
      sheets.push(sheet(href));
      continue;
    }
    if (document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  return Promise.all(sheets);
}

/**
 * On a page the worker answered (a repeat visit), the dialog's two small stylesheets are applied
 * as the page starts, so a tap on "Нэвтрэх" shows the phone step with the frame rather than a
 * round trip to the worker later (decision 087, amended 2026-12-01). They are scoped classes, so
 * nothing on the page changes. A first visit still asks for them only on a tap: there each is a
 * request on the network that most visitors would not need.
 */
function sheetsAhead() {
  if (!navigator.serviceWorker?.controller) return;
  const template = document.getElementById(TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  for (const href of dialogFiles(template)) if (href.endsWith('.css')) void sheet(href);
}

/** The phone boxes of the frame's form, as the dialog's CodeInput keeps them. */
function armPhoneForm(frame, form) {
  const boxes = [...form.querySelectorAll('input')];
  const last = boxes.length - 1;
  const error = form.querySelector('[role="alert"]');
  const focusBox = (i) => {
    const box = boxes[Math.max(0, Math.min(last, i))];
    box.focus();
    box.select();
  };
  const set = (box, digit) => {
    box.value = digit;
    box.toggleAttribute('data-filled', digit !== '');
  };
  const setError = (text) => {
    error.textContent = text;
    for (const box of boxes) {
      if (text) box.setAttribute('aria-invalid', 'true');
      else box.removeAttribute('aria-invalid');
    }
  };
  const fill = (from, digits) => {
    let i = from;
    for (const digit of digits) {
      if (i > last) break;
      set(boxes[i++], digit);
    }
    setError('');
    focusBox(Math.min(i, last));
  };
  // A phone pasted as '+976 9911 9911' keeps its last eight digits.
  const phoneDigits = (text) => text.replace(/\D/g, '').slice(-boxes.length);

  form.addEventListener('keydown', (event) => {
    const i = boxes.indexOf(event.target);
    if (i === -1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const moves = { ArrowLeft: i - 1, ArrowRight: i + 1, Home: 0, End: last };
    if (/^\d$/.test(event.key)) fill(i, event.key);
    else if (event.key === 'Backspace') {
      if (boxes[i].value) set(boxes[i], '');
      else if (i > 0) {
        set(boxes[i - 1], '');
        focusBox(i - 1);
      }
    } else if (event.key === 'Delete') set(boxes[i], '');
    else if (event.key in moves) focusBox(moves[event.key]);
    // Enter is left to the form; other letters and symbols never reach a box.
    else if (event.key.length !== 1) return;
    event.preventDefault();
  });
  // Soft keyboards (no usable key in keydown) and SMS autofill arrive here instead.
  form.addEventListener('input', (event) => {
    const i = boxes.indexOf(event.target);
    if (i === -1) return;
    const digits = phoneDigits(event.target.value);
    if (!digits) {
      set(event.target, '');
      return;
    }
    fill(digits.length === boxes.length ? 0 : i, digits);
  });
  form.addEventListener('focusin', (event) => {
    if (boxes.includes(event.target)) event.target.select();
  });
  form.addEventListener('paste', (event) => {
    const i = boxes.indexOf(event.target);
    if (i === -1) return;
    event.preventDefault();
    const digits = phoneDigits(event.clipboardData?.getData('text') ?? '');
    if (digits) fill(digits.length === boxes.length ? 0 : i, digits);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (frame.hasAttribute('data-submitted')) return;
    if (!boxes.every((box) => /^\d$/.test(box.value))) {
      setError(frame.querySelector('[data-invalid]').getAttribute('data-invalid'));
      focusBox(boxes.findIndex((box) => !/^\d$/.test(box.value)));
      return;
    }
    // The app's dialog sends it on as it takes over; until then the button says it is busy.
    frame.setAttribute('data-submitted', '');
    const button = form.querySelector('button[type="submit"]');
    button.setAttribute('aria-disabled', 'true');
    button.setAttribute('data-busy', 'true');
  });
}

/** The phone step in place of the loading line, once the dialog's styles can draw it. */
function showPhoneForm(frame) {
  const holder = frame.querySelector('[data-early-form]');
  const form = holder?.querySelector('form');
  const status = frame.querySelector('[role="status"]');
  const dialog = frame.querySelector('[role="dialog"]');
  if (!holder || !form || !status || !dialog || !frame.isConnected) return;
  armPhoneForm(frame, form);
  const show = (ready) => {
    holder.hidden = !ready;
    // Its own styles display it whatever `hidden` says: it is taken out and put back instead.
    if (ready) status.remove();
    else holder.before(status);
    dialog.setAttribute('aria-busy', String(!ready));
  };
  show(true);
  form.querySelector('input')?.focus();
  // Registering starts from the same phone: the app's dialog opens at that step.
  holder.querySelector('[data-early-register]')?.addEventListener('click', () => {
    frame.setAttribute('data-register', '');
    show(false);
    frame.querySelector('header button')?.focus();
  });
}

function showEarlyFrame(template) {
  const copy = template.content.firstElementChild?.cloneNode(true);
  if (!(copy instanceof HTMLElement)) return;
  copy.id = FRAME_ID;
  document.body.append(copy);
  document.addEventListener('keydown', onEarlyKey, true);
  // Its own scrim and close button, also once the app runs and until its dialog takes over.
  copy.addEventListener('click', (event) => {
    if (event.target === copy || event.target.closest?.('header button')) closeEarlyFrame();
  });
  loadDialogFiles(template).then(
    () => showPhoneForm(copy),
    // Without its styles the frame keeps saying it is loading; the app's dialog follows it.
    () => undefined,
  );
}

function onEarlyTap(event) {
  // The app runs: its own handlers answer now.
  if (!root?.hasAttribute('inert')) {
    document.removeEventListener('click', onEarlyTap, true);
    return;
  }
  if (document.getElementById(FRAME_ID)?.contains(event.target)) return;
  const hit = underTap(event);
  if (!hit || !root.contains(hit)) return;
  if (hit.closest('header [data-login-opener]')) {
    const template = document.getElementById(TEMPLATE_ID);
    if (template instanceof HTMLTemplateElement) showEarlyFrame(template);
    return;
  }
  const link = hit.closest('a[href]');
  if (link instanceof HTMLAnchorElement && followable(link, event)) location.assign(link.href);
}

document.addEventListener('click', onEarlyTap, true);
