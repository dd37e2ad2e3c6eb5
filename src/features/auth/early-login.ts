/*
 * A tap on "Нэвтрэх" before the app runs (decision 082): public/first-view-start.js shows the
 * server's copy of the login frame, under this id, while the page is still inert. Once the app
 * runs, the header opens the dialog itself and takes the copy away in the same commit.
 */

/** The element the start script adds to <body>; kept in step with public/first-view-start.js. */
export const EARLY_FRAME_ID = 'early-login-frame';

export function earlyLoginAsked(): boolean {
  return document.getElementById(EARLY_FRAME_ID) !== null;
}

export function removeEarlyLoginFrame(): void {
  document.getElementById(EARLY_FRAME_ID)?.remove();
}
