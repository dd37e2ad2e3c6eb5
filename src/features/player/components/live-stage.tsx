import { useEffect, useMemo, useState } from 'react';
import { spec } from '@contract/messages';
import { paths } from '@contract/paths';
import { buildPath } from '@contract/route';
import { useAuth } from '@/session';
import type { LiveEvent, LiveSource } from '../engine/live-machine';
import { liveErrorsShown, liveSlateOf } from '../engine/live-machine';
import { useLiveChannel } from '../hooks/use-live-channel';
import {
  preparePlayback,
  type PlaybackChoice,
  type PlayerSources,
} from '../prefs/prepare-playback';
import { playerTexts as t } from '../texts';
import { manifestRefusal } from '../engine/live-refusal';
import { LiveGate, type LiveRefusal } from './live-gate';
import { LiveSlate } from './live-slate';
import { VideoPlayer } from './video-player';
import styles from './live-player.module.css';

/** The one manifest of a live source; the same for every quality (dash.js adapts within it). */
function sourcesOf(manifest: string, dubs: PlayerSources['dubs']): PlayerSources {
  return { vid1: manifest, vid2: manifest, vid3: manifest, dubs, subs: [] };
}

const loop = paths.liveManifest.path;
/** The standing loop as the server builds it: mn and en audio, no subtitles. */
const LOOP_SOURCES = sourcesOf(loop, [
  { key: 'mn', url: `${loop}#mn` },
  { key: 'en', url: `${loop}#en` },
]);

/** What to play for the machine's source: the channel's session manifest, or the loop. */
function sourcesFor(source: LiveSource, channel: number | null): PlayerSources {
  if (source.kind === 'loop' || channel === null) return LOOP_SOURCES;
  return sourcesOf(buildPath(paths.liveChannelManifest.path, { channel }), []);
}

function Waiting() {
  return (
    <div className={styles.cover}>
      <span className={styles.spinner} role="status">
        <span className="visually-hidden">{t.buffering}</span>
      </span>
    </div>
  );
}

/**
 * The player part of LivePlayer, loaded on demand: the live machine (use-live-channel.ts) says
 * what to play; a new session is attached in the same player without a reload, and the slate
 * covers the last frame while the feed is down.
 */
export default function LiveStage({
  title,
  poster,
  channel = null,
}: {
  title: string;
  poster?: string | null | undefined;
  /** The live channel (a media id of kind 'live'); null plays the standing loop. */
  channel?: number | null;
}) {
  const [prepared, setPrepared] = useState<PlaybackChoice | null>(null);
  const { state, dispatch, notePaused } = useLiveChannel(channel);
  const auth = useAuth();
  const viewerId = auth.user?.id ?? null;
  /** The server refused this viewer the channel's manifest (403): kept for that viewer only. */
  const [refused, setRefused] = useState<{ viewerId: number | null; text: string } | null>(null);
  useEffect(() => {
    // The viewer pressed play on the cover: this stage exists because of it.
    dispatch({ type: 'play' });
    let mounted = true;
    void preparePlayback(LOOP_SOURCES).then((c) => {
      if (mounted) setPrepared(c);
    });
    return () => {
      mounted = false;
    };
  }, [dispatch]);

  const { source, attached } = state;
  const playback = useMemo(() => {
    if (!prepared || !source) return null;
    const sources = sourcesFor(source, channel);
    // A new attachment is a new URL (its fragment never leaves the browser), so the player
    // opens it in a new dash.js instance on the same <video>: the last frame stays meanwhile.
    const manifest = sources.vid1 ?? loop;
    const url = attached > 1 ? `${manifest}#a${attached}` : manifest;
    const choice: PlaybackChoice = {
      ...prepared,
      url,
      renditions: prepared.renditions.map((r) => ({ ...r, url })),
    };
    return { sources, choice };
  }, [prepared, source, attached, channel]);

  // A channel's session needs a login (the loop does not): a guest is asked to sign in, and
  // the stage plays once they have.
  // A channel's session needs a login, then free or paid days (the loop needs neither): a
  // guest is asked to sign in (the stage plays once they have); a refused viewer is told why.
  const refusal: LiveRefusal | null =
    source?.kind !== 'session'
      ? null
      : auth.status === 'guest'
        ? { code: 'login' }
        : refused && refused.viewerId === viewerId
          ? { code: 'extend', text: refused.text }
          : null;
  if (refusal) return <LiveGate refusal={refusal} poster={poster} />;
  const onSignal = (event: LiveEvent) => {
    dispatch(event);
    // dash.js cannot say a failure was a refusal: the manifest is asked once more to learn it.
    // While the feed is down its errors are the gone session's (the slate speaks).
    if (event.type !== 'error' || !liveErrorsShown(state)) return;
    if (source?.kind !== 'session' || channel === null) return;
    const url = buildPath(paths.liveChannelManifest.path, { channel });
    void manifestRefusal(url).then((answer) => {
      if (answer?.status === 403) setRefused({ viewerId, text: answer.msg || spec.extendToWatch });
    });
  };
  const slate = liveSlateOf(state);
  return (
    <>
      {playback ? (
        <VideoPlayer
          sources={playback.sources}
          choice={playback.choice}
          title={state.programme ?? title}
          subtitle={state.programme ? t.liveProgramme : t.live}
          poster={poster}
          autoPlay
          live
          liveHooks={{ hideErrors: !liveErrorsShown(state), onSignal }}
          onProgress={(p) => notePaused(p.paused)}
        />
      ) : slate ? null : (
        <Waiting />
      )}
      <LiveSlate shown={slate} />
    </>
  );
}
