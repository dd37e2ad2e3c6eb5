/*
 * A tap on "Нэвтрэх" before the app runs (decisions 082, 087): public/first-view-start.js shows
 * the server's copy of the login frame, under this id, while the page is still inert. Once its
 * styles are in, the copy's phone field takes digits. Once the app runs, the header opens the
 * dialog, which starts from what the copy holds and takes the copy away as it mounts.
 */

/** The element the start script adds to <body>; kept in step with public/first-view-start.js. */
export const EARLY_FRAME_ID = 'early-login-frame';

/** Fired on the document when the viewer closes the copy; named in the start script too. */
export const EARLY_CLOSED_EVENT = 'early-login-closed';

/** What the viewer did in the copy before the dialog's code ran. */
export interface EarlyLogin {
  /** The phone boxes as the dialog keeps them: a space for an empty box, trailing ones trimmed. */
  phone: string;
  /** The form was sent: the dialog sends it on at once. */
  submitted: boolean;
  /** "Шинээр бүртгүүлэх" was pressed: the dialog starts at registration. */
  register: boolean;
}

function frame(): HTMLElement | null {
  return document.getElementById(EARLY_FRAME_ID);
}

export function earlyLoginAsked(): boolean {
  return frame() !== null;
}

/** What the copy holds, or null when there is none. */
export function readEarlyLogin(): EarlyLogin | null {
  const copy = frame();
  if (!copy) return null;
  const boxes = [...copy.querySelectorAll('input')];
  return {
    phone: boxes
      .map((box) => (/^\d$/.test(box.value) ? box.value : ' '))
      .join('')
      .trimEnd(),
    submitted: copy.hasAttribute('data-submitted'),
    register: copy.hasAttribute('data-register'),
  };
}

export function removeEarlyLoginFrame(): void {
  frame()?.remove();
}

/** Calls `onClosed` when the viewer closes the copy; returns the unsubscribe. */
export function onEarlyLoginClosed(onClosed: () => void): () => void {
  document.addEventListener(EARLY_CLOSED_EVENT, onClosed);
  return () => document.removeEventListener(EARLY_CLOSED_EVENT, onClosed);
}
