import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

/* The LIVE_* settings (decision 072): defaults, a free port for tests, mistakes stop the start. */

function refusal(env: Record<string, string>): string {
  try {
    loadConfig({ NODE_ENV: 'test', ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return 'accepted';
}

describe('live settings', () => {
  it('are off with the documented defaults', () => {
    const live = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/srv/btv' }).live;
    expect(live).toEqual({
      ingest: false,
      rtmpPort: 1935,
      rtmpHost: '0.0.0.0',
      publicHost: undefined,
      srtPorts: null,
      preset: 'veryfast',
      stallMs: 5000,
      offlineEndMs: 300_000,
      keepMs: 130 * 60_000,
      maxChannels: 2,
      recordingsDir: '/srv/btv/live',
    });
  });

  it('take port 0 (any free one), an SRT range and the ingest flag', () => {
    const live = loadConfig({
      NODE_ENV: 'test',
      LIVE_INGEST: '1',
      LIVE_RTMP_PORT: '0',
      LIVE_SRT_PORTS: '10000-10031',
      LIVE_PRESET: 'ultrafast',
    }).live;
    expect(live).toMatchObject({
      ingest: true,
      rtmpPort: 0,
      srtPorts: { first: 10000, last: 10031 },
      preset: 'ultrafast',
    });
  });

  it('refuse a port, a range or a preset that cannot be', () => {
    expect(refusal({ LIVE_RTMP_PORT: '70000' })).toBe(
      'LIVE_RTMP_PORT must be a port, 0 to 65535 (got "70000")',
    );
    expect(refusal({ LIVE_SRT_PORTS: '10031-10000' })).toBe(
      'LIVE_SRT_PORTS must be a range such as 10000-10031 (got "10031-10000")',
    );
    expect(refusal({ LIVE_INGEST: 'yes' })).toBe('LIVE_INGEST must be 1 or 0 (got "yes")');
    expect(refusal({ LIVE_PRESET: 'placebo' })).not.toBe('accepted');
  });
});
