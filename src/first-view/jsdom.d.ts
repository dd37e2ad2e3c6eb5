// The one part of jsdom the first-view renderer uses (a window for DOMPurify); the package
// ships no types and @types/jsdom would be a dependency for four lines.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
