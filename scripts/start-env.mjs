// What `npm start` adds to the environment of the server it runs (scripts/start.mjs). Outside
// production it is the demo on this machine's network: every address, one worker per core. In
// production HOST is the operator's: unset, the server's own default, 127.0.0.1, is what a
// reverse proxy on the same host needs, and the app's port stays off the network
// (docs/decisions/039). WORKERS is one per core either way.

/** The server's environment for `npm start`, given the caller's and the machine's core count. */
export function startEnv(env, cores) {
  const production = env.NODE_ENV === 'production';
  return {
    ...env,
    ...(production || env.HOST ? {} : { HOST: '0.0.0.0' }),
    WORKERS: env.WORKERS || String(cores),
  };
}
