import { useCallback, useEffect, useReducer, useRef, type Dispatch } from 'react';
import type { ResponseOf } from '@contract/endpoints';
import { apiCall, ApiError } from '@/lib/api-client';
import {
  countsAsViewer,
  initialLiveState,
  liveMachine,
  type LiveEvent,
  type LiveMachineState,
} from '../engine/live-machine';

/** The plan's rhythm (live-plan §3): status every 3 s, a heartbeat every 15 s while watching. */
export const STATUS_EVERY_MS = 3_000;
export const HEARTBEAT_EVERY_MS = 15_000;
/**
 * In a hidden tab the status is asked for ten times less often (a phone's battery and data), not
 * never: someone listening to a channel in the background still gets the slate and the return.
 * Shown again, the tab asks at once.
 */
export const HIDDEN_STATUS_EVERY_MS = 30_000;

let viewerKey: string | undefined;
/** One key per page: the server counts distinct keys heard in the last 45 s. */
function viewer(): string {
  viewerKey ??= crypto.randomUUID();
  return viewerKey;
}

export interface LiveChannel {
  state: LiveMachineState;
  dispatch: Dispatch<LiveEvent>;
  /** The heartbeat says whether the picture moves. */
  notePaused: (paused: boolean) => void;
}

/**
 * The live machine with its effects at the edge: the channel's status polled every 3 s (a 404,
 * no status route or a channel without ingest, stops the poll and the loop plays), and a
 * heartbeat every 15 s while the viewer watches the channel's session. `channel` null: the
 * page knows no channel, the loop plays.
 */
export function useLiveChannel(channel: number | null): LiveChannel {
  const [state, dispatch] = useReducer(liveMachine, undefined, initialLiveState);
  const paused = useRef(false);

  useEffect(() => {
    if (channel === null) {
      dispatch({ type: 'statusMissing' });
      return;
    }
    const controller = new AbortController();
    let timer: number | undefined;
    let asking = false;
    // A 404 or an answer not of the contract: the loop plays and nothing asks again.
    let stopped = false;
    const poll = async () => {
      window.clearTimeout(timer);
      asking = true;
      try {
        const answer: unknown = await apiCall('liveStatus', {
          params: { channel },
          quiet: true,
          signal: controller.signal,
        });
        asking = false;
        if (controller.signal.aborted) return;
        const status = answer as { state?: unknown } | undefined;
        if (typeof status?.state !== 'string') {
          // Not the contract's answer (an older server's page): treat as no status route.
          stopped = true;
          dispatch({ type: 'statusMissing' });
          return;
        }
        const { state: on, session, programme } = answer as ResponseOf<'liveStatus'>;
        dispatch({ type: 'status', state: on, session, programme: programme?.title ?? null });
      } catch (error) {
        asking = false;
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.httpStatus === 404) {
          stopped = true;
          dispatch({ type: 'statusMissing' });
          return;
        }
        // The link or the server hiccupped: the next poll asks again.
      }
      const every = document.hidden ? HIDDEN_STATUS_EVERY_MS : STATUS_EVERY_MS;
      timer = window.setTimeout(() => void poll(), every);
    };
    const onVisible = () => {
      if (!document.hidden && !asking && !stopped) void poll();
    };
    void poll();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [channel]);

  const counted = channel !== null && countsAsViewer(state);
  useEffect(() => {
    if (!counted || channel === null) return;
    const beat = () =>
      void apiCall('liveHeartbeat', {
        params: { channel },
        body: { viewer: viewer(), playing: !paused.current },
        quiet: true,
      }).catch(() => undefined);
    beat();
    const id = window.setInterval(beat, HEARTBEAT_EVERY_MS);
    return () => window.clearInterval(id);
  }, [counted, channel]);

  const notePaused = useCallback((value: boolean) => {
    paused.current = value;
  }, []);
  return { state, dispatch, notePaused };
}
