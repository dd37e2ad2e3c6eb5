/*
 * A guest's first view carries the login frame in a <template> of this id (decision 082), its
 * `data-files` naming the dialog's files beyond the entry's, each after those it imports. The
 * server writes it; the app's idle warm-up reads the list (decision 092); public/first-view-start.js,
 * plain JavaScript, names the same id.
 */
export const LOGIN_TEMPLATE_ID = 'early-login';
