/**
 * The live player's steps (issue 28, docs/decisions/074-live-player.md), a pure reducer in the
 * shape of the login machine: what the channel's status call and dash.js report in, which step
 * the player is at and which manifest it must play out. The hook (use-live-channel.ts) polls,
 * sends heartbeats and attaches manifests; nothing here touches the network or the clock.
 *
 *   idle → starting → playing ⇄ behind-live
 *                        ↓ (status offline, or the session's manifest ended)
 *                     offline (the slate) → resuming (a new session) → playing
 *
 *   status starting (a broadcast begins, no session ready yet) → pending (the "starts soon"
 *   slate) → starting (its first session is ready) → playing
 */
export type LiveStep =
  'idle' | 'starting' | 'pending' | 'playing' | 'behind-live' | 'offline' | 'resuming';

/**
 * What plays: the channel's current session, or the standing loop (`/api/m/live/manifest.mpd`)
 * when the channel has no ingest (no status route, or nothing on air).
 */
export type LiveSource = { kind: 'session'; session: string } | { kind: 'loop' };

export interface LiveMachineState {
  step: LiveStep;
  /** null until the first status answer (or its absence) says what to play. */
  source: LiveSource | null;
  /** Counts the manifests attached: a new number means the player opens a new one. */
  attached: number;
  /** The programme on air, when the status names one. */
  programme: string | null;
  /** The viewer pressed play: a status answer may start playback. */
  wanted: boolean;
}

/** The channel status, as the contract's liveStatus answers it. */
export interface LiveStatusAnswer {
  state: 'live' | 'starting' | 'offline' | 'idle';
  session: string | null;
  programme: string | null;
}

export type LiveEvent =
  /** The status call answered. */
  | ({ type: 'status' } & LiveStatusAnswer)
  /** No status to ask (404: no such route yet, or the channel has no ingest): the loop plays. */
  | { type: 'statusMissing' }
  | { type: 'play' }
  /** dash.js read the manifest (stream initialised). */
  | { type: 'ready' }
  /** The picture moves. */
  | { type: 'playing' }
  /** The session's manifest turned static and its last segment played. */
  | { type: 'ended' }
  /** dash.js gave up on the manifest or a segment. */
  | { type: 'error' }
  /** Waiting for data longer than a moment. */
  | { type: 'stall' }
  /** The viewer sought, or the playhead moved: how far it is behind the live edge, in seconds. */
  | { type: 'seek'; behind: number }
  /** The "LIVE" badge: back to the live edge. */
  | { type: 'goLive' };

/**
 * Closer than this to the DVR window's end counts as live: dash.js plays a live delay (4 s) and
 * two 2 s segments behind it, and the edge moves in 2 s steps.
 */
export const LIVE_EDGE_SLACK_S = 10;

export function initialLiveState(): LiveMachineState {
  return { step: 'idle', source: null, attached: 0, programme: null, wanted: false };
}

const sameSource = (a: LiveSource | null, b: LiveSource) =>
  a !== null &&
  a.kind === b.kind &&
  (a.kind === 'loop' || (b.kind === 'session' && a.session === b.session));

/** Attach `source` (a new manifest) and go to `step`. */
function attach(state: LiveMachineState, source: LiveSource, step: LiveStep): LiveMachineState {
  return { ...state, source, step, attached: state.attached + 1 };
}

const watching = (step: LiveStep) => step === 'playing' || step === 'behind-live';

/** What a status names to play; null while the feed is down or not up yet. */
function targetOf(status: LiveStatusAnswer): LiveSource | null {
  if (status.state === 'live' && status.session)
    return { kind: 'session', session: status.session };
  return status.state === 'idle' ? { kind: 'loop' } : null;
}

function onStatus(state: LiveMachineState, status: LiveStatusAnswer): LiveMachineState {
  const next = { ...state, programme: status.programme };
  const target = targetOf(status);
  if (target === null) {
    // Starting: the broadcast began and its first segment is not written yet; nothing dropped.
    if (status.state === 'starting') return { ...next, step: 'pending' };
    // Offline: the broadcast is on air but its feed dropped; the slate shows until it returns.
    return { ...next, step: 'offline' };
  }
  if (sameSource(state.source, target)) {
    // The same session says live again after the slate (a status hiccup): open it once more.
    return state.step === 'offline' ? attach(next, target, 'resuming') : next;
  }
  // Nothing dropped: the first answer, the broadcast's first session once it is ready, or the
  // loop giving way to a broadcast. It opens as a first start does, with no slate over it.
  const dropped =
    state.step === 'offline' || state.step === 'resuming' || state.source?.kind === 'session';
  if (state.step === 'pending' || !dropped) return attach(next, target, 'starting');
  // A session replaced another (a reconnection), or the feed comes back after the slate.
  return attach(next, target, 'resuming');
}

export function liveMachine(state: LiveMachineState, event: LiveEvent): LiveMachineState {
  const { step } = state;
  switch (event.type) {
    case 'play':
      if (step !== 'idle') return state;
      // A status answer came before the press: start what it named at once.
      return state.source
        ? attach({ ...state, wanted: true }, state.source, 'starting')
        : { ...state, wanted: true, step: 'starting' };
    case 'status':
      // Before the press: remember what to open, so play starts it at once.
      if (!state.wanted) return { ...state, programme: event.programme, source: targetOf(event) };
      return onStatus(state, event);
    case 'statusMissing':
      // Only decides before anything plays; once a source plays, a missing answer is a hiccup.
      if (state.source !== null) return state;
      if (!state.wanted) return { ...state, source: { kind: 'loop' } };
      return attach(state, { kind: 'loop' }, 'starting');
    case 'ready':
      return state;
    case 'playing':
      return step === 'starting' || step === 'resuming' ? { ...state, step: 'playing' } : state;
    case 'ended':
      // The session's final manifest (type="static") ran out: its feed is gone.
      // While a new broadcast starts, an older session running out changes nothing.
      return state.source?.kind === 'session' && step !== 'idle' && step !== 'pending'
        ? { ...state, step: 'offline' }
        : state;
    case 'error':
    case 'stall':
      // The status call decides whether the feed dropped; dash.js alone cannot tell a drop from
      // a slow segment. Errors while offline or resuming are not shown (see liveErrorsShown).
      return state;
    case 'seek':
      if (!watching(step)) return state;
      {
        const next = event.behind > LIVE_EDGE_SLACK_S ? 'behind-live' : 'playing';
        // The playhead reports four times a second: the same step is the same state.
        return next === step ? state : { ...state, step: next };
      }
    case 'goLive':
      return step === 'behind-live' ? { ...state, step: 'playing' } : state;
  }
}

/** dash.js's errors mean nothing while the feed is down or not up yet: the slate says why. */
export function liveErrorsShown(state: LiveMachineState): boolean {
  return state.step !== 'offline' && state.step !== 'resuming' && state.step !== 'pending';
}

/** Which slate covers the player: the feed dropped, the broadcast starts soon, or none. */
export function liveSlateOf(state: LiveMachineState): 'dropped' | 'starting' | null {
  if (state.step === 'pending') return 'starting';
  return state.step === 'offline' || state.step === 'resuming' ? 'dropped' : null;
}

/** The viewer count hears from players showing the channel's session. */
export function countsAsViewer(state: LiveMachineState): boolean {
  return watching(state.step) && state.source?.kind === 'session';
}
