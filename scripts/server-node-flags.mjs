// The flags every server process runs with, for `npm start` and for the tests and benchmarks
// that start the built server (cluster workers inherit them).
// --max-semi-space-size=32: V8's young generation grows to 32 MB per semi-space instead of
// 16, so a busy worker collects short-lived request garbage about half as often. Signed-in
// reads at 1,000 req/s on the 2-core machine (2026-11-24, two interleaved pairs of runs): p99
// detail 20.7/44.7 → 8.5/32.9 ms, listing 40.6/47.7 → 28.8/14.8 ms. It costs up to about 48 MB
// more memory per worker.
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=32'];
