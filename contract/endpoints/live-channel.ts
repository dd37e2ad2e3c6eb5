import { z } from 'zod';

/* Request and answer shapes of contract/live-channel-paths.ts (decision 072). */

const channel = z.coerce.number().int().positive();

export const LIVE_STATES = ['live', 'starting', 'offline', 'idle'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

export const liveChannelSchemas = {
  /** application/dash+xml text; 404 with a Mongolian text when the channel has no session. */
  liveChannelManifest: { params: z.object({ channel }), response: z.string() },
  liveStatus: {
    params: z.object({ channel }),
    response: z.object({
      /**
       * live: a session is ready; starting: a broadcast is on air and none of its sessions has been
       * ready yet; offline: a broadcast is on air but its feed dropped after playing; idle: none.
       */
      state: z.enum(LIVE_STATES),
      /** The session's prefix: a new one means the player attaches the new manifest. */
      session: z.string().nullable(),
      since: z.string().nullable(),
      programme: z
        .object({ title: z.string(), starts_at: z.string(), ends_at: z.string() })
        .nullable(),
    }),
  },
  liveHeartbeat: {
    params: z.object({ channel }),
    body: z.object({ viewer: z.uuid(), playing: z.boolean() }),
    response: z.null(),
  },
} as const;
