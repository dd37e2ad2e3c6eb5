import { LOGIN_TEMPLATE_ID } from '../../../contract/login-frame-template';
import type { FirstView } from './first-view';

/*
 * The document of a server-rendered first view (decision 032), made from the built index.html
 * with its route hints: the view's markup in an inert #root, its styles inline, its data in a
 * JSON block, and the app's code asked for only once the page has painted.
 */

const LEADING_LINKS = /^((?:<link [^>]*>)*)([\s\S]*)$/;
const ENTRY_STYLESHEETS = /<link rel="stylesheet"[^>]*href="\/btv\/assets\/[^"]+\.css"[^>]*>/g;
const MODULE_PRELOADS = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;

/** public/first-view-start.js: starts the entry after the first frame. */
const START_SCRIPT = '/btv/first-view-start.js';

export interface InlineStyles {
  text: string;
  urls: string[];
}

/**
 * Each inlined stylesheet is also named by a disabled link, which the browser does not fetch:
 * the app's chunk loader looks for these links and, finding them, does not load the same CSS
 * again (a second copy of every rule would restyle the whole page in one long task).
 */
const namedAsLoaded = (urls: string[]) =>
  urls.map((url) => `<link rel="stylesheet" href="${url}" disabled>`).join('');

const modulePreloads = (html: string) => [...html.matchAll(MODULE_PRELOADS)].map((m) => m[1]!);

/**
 * `shell` is the built index.html, whose module preloads Vite writes for the entry's own
 * imports; `hints` are the route's (route-hints.ts), added to it here.
 */
export function firstViewPage(
  shell: string,
  hints: string,
  view: FirstView,
  styles: InlineStyles,
  loginFiles: readonly string[] = [],
): string {
  // With the files the start script asks for when the frame is tapped open.
  const loginFrame = view.loginFrame
    ? `<template id="${LOGIN_TEMPLATE_ID}" data-files="${loginFiles.join(' ')}">${view.loginFrame}</template>`
    : '';
  const page = hints ? shell.replace('</head>', `${hints}</head>`) : shell;
  // React writes the images the page preloads (the hero's) first; in <head> the browser asks
  // for them before it has read the page's styles.
  const [, imagePreloads = '', markup = view.html] = LEADING_LINKS.exec(view.html) ?? [];
  const modules = modulePreloads(page);
  const entryImports = modulePreloads(shell);
  return (
    page
      // Styles inline, stylesheet links gone: the first paint waits for nothing but the page.
      .replace(ENTRY_STYLESHEETS, '')
      // The page is on screen without its code; asked for at once, the code would compete with
      // the hero's image on a slow link. The start script asks for it after the first frame.
      .replace(MODULE_PRELOADS, '')
      .replace(
        ENTRY_SCRIPT,
        (_tag, entry: string) =>
          `<script type="module" src="${START_SCRIPT}" data-app-entry="${entry}" ` +
          `data-app-entry-imports="${entryImports.join(' ')}" data-app-modules="${modules.join(' ')}"></script>`,
      )
      .replace(
        '</head>',
        () =>
          `${imagePreloads}<style>${styles.text}${view.css}</style>${namedAsLoaded(styles.urls)}</head>`,
      )
      .replace('<div id="root"></div>', () => `<div id="root" inert>${markup}</div>`)
      .replace('</body>', () => `${loginFrame}${view.dataTag}</body>`)
  );
}
