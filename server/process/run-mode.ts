import type { Config } from '../config';

/** "production" or "development": said in the start line, next to where it listens. */
export function modeOf(config: Pick<Config, 'production'>): string {
  return config.production ? 'production' : 'development';
}
