/** One implementation for tests and benchmarks: scripts/flaky-proxy.mjs. */
export { startFlakyProxy, type FlakyProxy, type ProxyMode } from '../../scripts/flaky-proxy.mjs';
