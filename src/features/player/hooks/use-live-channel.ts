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
    const poll = async () => {
      try {
        const answer: unknown = await apiCall('liveStatus', {
          params: { channel },
          quiet: true,
          signal: controller.signal,
        });
        if (controller.signal.aborted) return;
        const status = answer as { state?: unknown } | undefined;
        if (typeof status?.state !== 'string') {
          // Not the contract's answer (an older server's page): treat as no status route.
          dispatch({ type: 'statusMissing' });
          return;
        }
        const { state: on, session, programme } = answer as ResponseOf<'liveStatus'>;
        dispatch({ type: 'status', state: on, session, programme: programme?.title ?? null });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.httpStatus === 404) {
          dispatch({ type: 'statusMissing' });
          return;
        }
        // The link or the server hiccupped: the next poll asks again.
      }
      timer = window.setTimeout(() => void poll(), STATUS_EVERY_MS);
    };
    void poll();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
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
