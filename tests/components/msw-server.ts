import { setupServer } from 'msw/node';

/** Handlers are added per test with `server.use(...)`, built from the contract's paths. */
export const server = setupServer();
