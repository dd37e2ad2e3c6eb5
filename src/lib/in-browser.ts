/**
 * False while a first view is rendered on the server (decision 032), where there is no window,
 * storage or navigator. A render reads the browser only behind this; effects never run there.
 */
export const inBrowser = (): boolean => typeof window !== 'undefined';
