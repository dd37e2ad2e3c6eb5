import fs from 'node:fs';
import path from 'node:path';

/**
 * A built page (dist/index.html, the viewer's; dist/studio.html, the studio's) and what the server derives from it (the CSP's style hashes, the
 * route hints). Read once per deploy, noticed by mtime and size, instead of on every request;
 * derived values are recomputed only when the file changes.
 */
export interface BuiltIndex {
  /** Null until the PWA is built. */
  html(): string | null;
  /** A value computed from the current index.html (and the build beside it), cached per build. */
  derive<T>(compute: (html: string | null) => T): () => T;
}

export function builtIndex(distDir: string, page = 'index.html'): BuiltIndex {
  const file = path.join(distDir, page);
  let current: { version: string; html: string | null } = { version: '', html: null };
  const read = () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const version = stat ? `${stat.mtimeMs}:${stat.size}` : 'none';
    if (current.version !== version) {
      current = { version, html: stat ? fs.readFileSync(file, 'utf8') : null };
    }
    return current;
  };
  return {
    html: () => read().html,
    derive(compute) {
      let cached: { version: string; value: ReturnType<typeof compute> } | null = null;
      return () => {
        const { version, html } = read();
        if (cached?.version !== version) cached = { version, value: compute(html) };
        return cached.value;
      };
    },
  };
}
