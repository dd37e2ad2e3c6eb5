import type { StudioRoute } from './route';

/*
 * The studio's live room calls (issue 28, decision 072), named in part 0 of the live plan for the
 * parts that build them; they join `studioPaths` with their routes (studio-access and
 * studio-hostile iterate every studio path). A stream key is answered once, on rotation, and
 * never again: only its hash and last 4 characters are stored.
 */
export const livePaths = {
  /** Channels (media rows of kind 'live') with their state, viewers now and at the peak. */
  studioLiveChannels: {
    method: 'GET',
    path: '/api/studio/live/channels',
    role: 'editor',
    writes: false,
  },
  /** Live titles that are not channels yet, to make one a channel. */
  studioLiveCandidates: {
    method: 'GET',
    path: '/api/studio/live/candidates',
    role: 'editor',
    writes: false,
  },
  /**
   * A channel an encoder may push to: a new one (a published title of kind 'live', free or
   * paid), or an existing live title made a channel.
   */
  studioLiveChannelCreate: {
    method: 'POST',
    path: '/api/studio/live/channels',
    role: 'editor',
    writes: true,
  },
  /** One channel: state, sessions, the last refusal (why OBS is not live). */
  studioLiveChannel: {
    method: 'GET',
    path: '/api/studio/live/channels/:id',
    role: 'editor',
    writes: false,
  },
  /** Renames the channel or switches it between free and paid days; names the version read. */
  studioLiveChannelUpdate: {
    method: 'PUT',
    path: '/api/studio/live/channels/:id',
    role: 'editor',
    writes: true,
  },
  /** A new key (the old one is refused at once): `{ key, rtmp_url, srt_url }`, shown once. */
  studioLiveKeyRotate: {
    method: 'POST',
    path: '/api/studio/live/channels/:id/key',
    role: 'editor',
    writes: true,
  },
  /** No key: every encoder is refused, a live one is cut within seconds. */
  studioLiveKeyRevoke: {
    method: 'DELETE',
    path: '/api/studio/live/channels/:id/key',
    role: 'editor',
    writes: true,
  },
  /** Ends the broadcast; its recording goes to ingest as a draft. */
  studioLiveEnd: {
    method: 'POST',
    path: '/api/studio/live/channels/:id/end',
    role: 'editor',
    writes: true,
  },
} as const satisfies Record<string, StudioRoute>;

/** The job that turns a broadcast's sessions into a draft through the ingest flow. */
export const LIVE_JOBS = { recording: 'live.recording' } as const;
