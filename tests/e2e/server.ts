/** One implementation for tests, benchmarks and screenshots: scripts/test-server.mjs. */
export { startServer, type RunningServer } from '../../scripts/test-server.mjs';
