/*
 * The server marks a document that is a first view (decision 032) with this header: the same
 * guest's page for everyone, rendered without a session, so the service worker may keep it and
 * answer a later navigation with it (decision 077). The shell, and anything else, has no mark
 * and is never kept.
 */
export const FIRST_VIEW_HEADER = 'X-First-View';
export const FIRST_VIEW_GUEST = 'guest';
