/** One implementation for tests and benchmarks: scripts/poor-link.mjs. */
export {
  LINK_RECORDER,
  SLOW_LINK,
  mediaEvents,
  stallsOf,
  type LinkLog,
  type MediaEventRecord,
} from '../../scripts/poor-link.mjs';
