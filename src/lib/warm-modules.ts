import { nextTask } from './next-task';

/*
 * Loads a lazy chunk's files ahead of use in short tasks (issue 29). Calling the chunk's import
 * at once does two long things in one task each: the build's loader adds a link for every file
 * the chunk needs (about 3 ms apiece on this machine, twelve at a phone's 4x CPU), and the
 * browser then runs all of the chunk's modules together. Here the links go in two per task, and
 * the files' modules run one file per task in the order given (each after the files it imports,
 * as the server lists them), so each runs on its own; the chunk's import after that finds its
 * links there and its modules run.
 */

/** Two links a task stay well under 50 ms at 4x (public/first-view-start.js measured the same). */
const LINKS_PER_TASK = 2;

/** By the resolved URL: the build's loader may have written the same file as a full URL. */
function linked(href: string, rel: string): boolean {
  const url = new URL(href, document.baseURI).href;
  return [...document.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].some(
    (link) => link.href === url,
  );
}

/** Adds the link and resolves once it has loaded or failed (the import then tries again). */
function link(href: string): Promise<void> {
  const rel = href.endsWith('.css') ? 'stylesheet' : 'modulepreload';
  if (linked(href, rel)) return Promise.resolve();
  const element = document.createElement('link');
  element.rel = rel;
  element.crossOrigin = '';
  element.href = href;
  const settled = new Promise<void>((resolve) => {
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener('error', () => resolve(), { once: true });
  });
  document.head.append(element);
  return settled;
}

/**
 * Links `files` (the chunk's, each after those it imports), runs their modules one per task, then
 * calls `load` (the chunk's own import); `load` alone when there are no files to spread.
 */
export async function warmModules(
  files: readonly string[],
  load: () => Promise<unknown>,
): Promise<void> {
  const loads: Promise<void>[] = [];
  for (let at = 0; at < files.length; at += LINKS_PER_TASK) {
    loads.push(...files.slice(at, at + LINKS_PER_TASK).map(link));
    await nextTask();
  }
  await Promise.all(loads);
  for (const script of files.filter((file) => file.endsWith('.js'))) {
    // A failed file is asked for again by the chunk's own import below, which reports it.
    await import(/* @vite-ignore */ script).catch(() => undefined);
    await nextTask();
  }
  await load();
}
