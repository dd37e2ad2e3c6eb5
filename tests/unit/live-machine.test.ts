import { describe, expect, it } from 'vitest';
import {
  countsAsViewer,
  initialLiveState,
  liveErrorsShown,
  liveMachine,
  liveSlateOf,
  LIVE_EDGE_SLACK_S,
  type LiveEvent,
  type LiveMachineState,
} from '@/features/player/engine/live-machine';

const run = (state: LiveMachineState, ...events: LiveEvent[]) => events.reduce(liveMachine, state);
const live = (session: string, programme: string | null = null): LiveEvent => ({
  type: 'status',
  state: 'live',
  session,
  programme,
});
const offline: LiveEvent = { type: 'status', state: 'offline', session: null, programme: null };
const idle: LiveEvent = { type: 'status', state: 'idle', session: null, programme: null };
const starting: LiveEvent = { type: 'status', state: 'starting', session: null, programme: null };

/** Pressed play, session s1 on screen. */
const playingS1 = () => run(initialLiveState(), { type: 'play' }, live('s1'), { type: 'playing' });

describe('live player machine (issue 28, decision 074)', () => {
  it('idle: a status before the press is remembered, nothing is attached', () => {
    const s = run(initialLiveState(), live('s1', 'Мэдээ'));
    expect(s).toMatchObject({ step: 'idle', attached: 0, programme: 'Мэдээ' });
    expect(s.source).toEqual({ kind: 'session', session: 's1' });
  });

  it('idle → starting: play opens the remembered session at once', () => {
    const s = run(initialLiveState(), live('s1'), { type: 'play' });
    expect(s).toMatchObject({ step: 'starting', attached: 1, wanted: true });
  });

  it('idle → starting: play before any status waits for the first answer, which attaches', () => {
    const pressed = run(initialLiveState(), { type: 'play' });
    expect(pressed).toMatchObject({ step: 'starting', attached: 0, source: null });
    const s = run(pressed, live('s1'));
    expect(s).toMatchObject({ step: 'starting', attached: 1 });
    expect(s.source).toEqual({ kind: 'session', session: 's1' });
  });

  it('starting → playing when the picture moves', () => {
    expect(playingS1()).toMatchObject({ step: 'playing', attached: 1 });
  });

  it('the status route missing (404) plays the standing loop; later 404s change nothing', () => {
    const s = run(initialLiveState(), { type: 'play' }, { type: 'statusMissing' });
    expect(s).toMatchObject({ step: 'starting', attached: 1, source: { kind: 'loop' } });
    const playing = run(s, { type: 'playing' }, { type: 'statusMissing' });
    expect(playing).toMatchObject({ step: 'playing', attached: 1 });
    // Before the press a 404 only chooses what play will open.
    expect(run(initialLiveState(), { type: 'statusMissing' })).toMatchObject({
      step: 'idle',
      attached: 0,
      source: { kind: 'loop' },
    });
  });

  it('a channel with nothing on air (idle) plays the loop', () => {
    const s = run(initialLiveState(), { type: 'play' }, idle);
    expect(s.source).toEqual({ kind: 'loop' });
    expect(s.attached).toBe(1);
  });

  it('playing → offline when the status says the feed dropped: the slate, nothing attached', () => {
    const s = run(playingS1(), offline);
    expect(s).toMatchObject({ step: 'offline', attached: 1 });
    expect(liveErrorsShown(s)).toBe(false);
  });

  it('playing → offline when the session manifest ended; the loop never ends that way', () => {
    expect(run(playingS1(), { type: 'ended' }).step).toBe('offline');
    const loop = run(initialLiveState(), { type: 'play' }, idle, { type: 'playing' });
    expect(run(loop, { type: 'ended' }).step).toBe('playing');
  });

  it('offline → resuming on a new session (a new manifest) → playing', () => {
    const resuming = run(playingS1(), offline, live('s2'));
    expect(resuming).toMatchObject({ step: 'resuming', attached: 2 });
    expect(resuming.source).toEqual({ kind: 'session', session: 's2' });
    expect(liveErrorsShown(resuming)).toBe(false);
    const back = run(resuming, { type: 'playing' });
    expect(back.step).toBe('playing');
    expect(liveErrorsShown(back)).toBe(true);
  });

  it('offline → resuming on the same session saying live again (opened once more)', () => {
    expect(run(playingS1(), offline, live('s1'))).toMatchObject({ step: 'resuming', attached: 2 });
  });

  it('offline → resuming to the loop when the broadcast ended (idle)', () => {
    const s = run(playingS1(), offline, idle);
    expect(s).toMatchObject({ step: 'resuming', attached: 2, source: { kind: 'loop' } });
  });

  it('playing: a new session while still playing re-attaches; the same one changes nothing', () => {
    expect(run(playingS1(), live('s1'))).toMatchObject({ step: 'playing', attached: 1 });
    expect(run(playingS1(), live('s2'))).toMatchObject({ step: 'resuming', attached: 2 });
  });

  it('the loop gives way to a session going live, with no "dropped" slate: nothing dropped', () => {
    const loop = run(initialLiveState(), { type: 'play' }, idle, { type: 'playing' });
    const s = run(loop, live('s1'));
    expect(s).toMatchObject({ step: 'starting', attached: 2 });
    expect(liveSlateOf(s)).toBeNull();
    expect(run(s, { type: 'playing' }).step).toBe('playing');
  });

  it('a viewer who came while the feed was down (the loop under the slate) keeps it until the session plays', () => {
    const s = run(initialLiveState(), { type: 'play' }, idle, { type: 'playing' }, offline);
    expect(liveSlateOf(s)).toBe('dropped');
    const back = run(s, live('s1'));
    expect(back).toMatchObject({ step: 'resuming', attached: 2 });
    expect(liveSlateOf(back)).toBe('dropped');
  });

  it('playing ⇄ behind-live by how far the playhead is from the edge; goLive returns', () => {
    const behind = run(playingS1(), { type: 'seek', behind: 65 });
    expect(behind.step).toBe('behind-live');
    expect(run(behind, { type: 'seek', behind: LIVE_EDGE_SLACK_S - 1 }).step).toBe('playing');
    expect(run(behind, { type: 'goLive' }).step).toBe('playing');
    expect(run(playingS1(), { type: 'goLive' }).step).toBe('playing');
  });

  it('seeking does nothing while offline or starting', () => {
    const off = run(playingS1(), offline);
    expect(run(off, { type: 'seek', behind: 65 }).step).toBe('offline');
    const starting = run(initialLiveState(), { type: 'play' });
    expect(run(starting, { type: 'seek', behind: 65 }).step).toBe('starting');
  });

  it('behind-live → offline when the feed drops, and the slate goes when the new session plays', () => {
    const s = run(playingS1(), { type: 'seek', behind: 65 }, offline);
    expect(s.step).toBe('offline');
    expect(run(s, live('s2'), { type: 'playing' }).step).toBe('playing');
  });

  it('errors and stalls alone never show the slate: the status decides', () => {
    const p = playingS1();
    expect(run(p, { type: 'error' })).toEqual(p);
    expect(run(p, { type: 'stall' })).toEqual(p);
    expect(run(p, { type: 'ready' })).toEqual(p);
    expect(liveErrorsShown(p)).toBe(true);
  });

  it('the programme follows each status answer', () => {
    expect(run(playingS1(), live('s1', 'Зах зээлийн тойм')).programme).toBe('Зах зээлийн тойм');
  });

  it('only a player showing the session counts as a viewer', () => {
    expect(countsAsViewer(playingS1())).toBe(true);
    expect(countsAsViewer(run(playingS1(), { type: 'seek', behind: 65 }))).toBe(true);
    expect(countsAsViewer(run(playingS1(), offline))).toBe(false);
    expect(
      countsAsViewer(run(initialLiveState(), { type: 'play' }, idle, { type: 'playing' })),
    ).toBe(false);
  });

  it('play is pressed once: a second press changes nothing', () => {
    const p = playingS1();
    expect(run(p, { type: 'play' })).toEqual(p);
  });
  it('a broadcast starting shows the "starts soon" slate, never the dropped one, then plays by itself', () => {
    const pending = run(initialLiveState(), { type: 'play' }, starting);
    expect(pending).toMatchObject({ step: 'pending', attached: 0, source: null });
    expect(liveSlateOf(pending)).toBe('starting');
    expect(liveErrorsShown(pending)).toBe(false);
    expect(countsAsViewer(pending)).toBe(false);
    // Polled again while the first segment is written: still starting, nothing attached.
    expect(run(pending, starting)).toMatchObject({ step: 'pending', attached: 0 });
    // The session is ready: it opens as a first start does, with no slate over it.
    const opened = run(pending, live('s1'));
    expect(opened).toMatchObject({ step: 'starting', attached: 1 });
    expect(opened.source).toEqual({ kind: 'session', session: 's1' });
    expect(liveSlateOf(opened)).toBeNull();
    expect(run(opened, { type: 'playing' }).step).toBe('playing');
  });

  it('a status of starting before the press: play waits, and the slate says starting', () => {
    const pressed = run(initialLiveState(), starting, { type: 'play' });
    expect(pressed).toMatchObject({ step: 'starting', attached: 0, source: null });
    expect(liveSlateOf(run(pressed, starting))).toBe('starting');
  });

  it('the loop gives way to a broadcast starting: the "starts soon" slate, then the session', () => {
    const loop = run(initialLiveState(), { type: 'play' }, idle, { type: 'playing' });
    const pending = run(loop, starting);
    expect(liveSlateOf(pending)).toBe('starting');
    // The loop running on under the slate ending or failing changes nothing.
    expect(run(pending, { type: 'ended' }, { type: 'error' })).toEqual(pending);
    expect(run(pending, live('s1'))).toMatchObject({ step: 'starting', attached: 2 });
  });

  it('a feed that dropped after playing still shows the dropped slate, not the starting one', () => {
    const off = run(playingS1(), offline);
    expect(liveSlateOf(off)).toBe('dropped');
    expect(liveSlateOf(run(off, live('s2')))).toBe('dropped');
    expect(liveSlateOf(run(off, live('s2'), { type: 'playing' }))).toBeNull();
    expect(liveSlateOf(playingS1())).toBeNull();
  });
});
