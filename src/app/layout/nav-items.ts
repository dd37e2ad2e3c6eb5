/** One list for the header and the mobile bottom menu, in the spec's order. */
export const CONTENT_PATH = '/series/all/all/all/all';
