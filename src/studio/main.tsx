/*
 * The studio's entry (docs/decisions/055-studio-app.md). It imports nothing statically: the
 * build's shared groups (vite.config.ts) take the modules an entry imports statically, so a
 * studio module imported here could ride into a chunk the viewer's entry loads. Everything of the
 * studio starts behind this one dynamic import instead.
 */
const root = document.getElementById('studio-root');
if (root) void import('./app/boot').then(({ boot }) => boot(root));
