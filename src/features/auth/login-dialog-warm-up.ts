import { LOGIN_TEMPLATE_ID } from '@contract/login-frame-template';
import { warmModules } from '@/lib/warm-modules';

/*
 * The login dialog's code while the page is idle, in short tasks (decision 092). A chunk of its
 * own, asked for once idle: the entry's bytes are within a budget (tests/e2e/bundle-budget).
 */

/**
 * Loads the dialog (`load`, its chunk's import) with the files the server listed on a guest's
 * first view, each after those it imports; a page the app drew itself has no list, and `load`
 * runs alone.
 */
export function warmLoginDialog(load: () => Promise<unknown>): Promise<void> {
  const files = document.getElementById(LOGIN_TEMPLATE_ID)?.getAttribute('data-files') ?? '';
  return warmModules(files.split(' ').filter(Boolean), load);
}
