/**
 * jsdom gaps that react-aria's Modal runs into; imported by the auth and account tests (the shared
 * setup file belongs to everyone, so this stays opt-in).
 */
const css = (globalThis as { CSS?: { escape?: (value: string) => string } }).CSS;
if (!css?.escape) {
  (globalThis as { CSS?: object }).CSS = {
    ...css,
    escape: (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`),
  };
}
