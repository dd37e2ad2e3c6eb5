import { describe, expect, it } from 'vitest';
import { startEnv } from '../../scripts/start-env.mjs';

/*
 * Issue 27 "Deploying is clear": `npm start` in production listens where HOST says, and with
 * HOST unset on this machine only (the reverse proxy on the same host reaches it, the network
 * does not). The development demo keeps listening on every address, one worker per core.
 */

describe('npm start', () => {
  it('in production leaves HOST to the operator: unset stays unset (the server binds 127.0.0.1)', () => {
    expect(startEnv({ NODE_ENV: 'production' }, 4).HOST).toBeUndefined();
    expect(startEnv({ NODE_ENV: 'production', HOST: '10.0.0.5' }, 4).HOST).toBe('10.0.0.5');
    expect(startEnv({ NODE_ENV: 'production', HOST: '0.0.0.0' }, 4).HOST).toBe('0.0.0.0');
  });

  it('in development listens on every address unless HOST says otherwise', () => {
    expect(startEnv({}, 4).HOST).toBe('0.0.0.0');
    expect(startEnv({ HOST: '' }, 4).HOST).toBe('0.0.0.0');
    expect(startEnv({ HOST: '127.0.0.1' }, 4).HOST).toBe('127.0.0.1');
  });

  it('forks one worker per core unless WORKERS says otherwise', () => {
    expect(startEnv({ NODE_ENV: 'production' }, 4).WORKERS).toBe('4');
    expect(startEnv({ WORKERS: '1' }, 4).WORKERS).toBe('1');
  });
});
