import { useEffect, useRef, useState } from 'react';
import type { Segment } from '@contract/entities';
import {
  VideoPlayer,
  type PlayerHandle,
  preparePlayback,
  type PlaybackChoice,
  type PlayerSources,
} from '@/features/player';
import type { HistoryTarget } from '../api/write-history';
import { useHistorySync } from '../hooks/use-history-sync';
import { resumablePosition } from '@/lib/resume-position';
import { pickStart, readResume, type ResumeKey } from '../resume/resume-store';
import { NextCountdown } from './next-countdown';
import { ResumePrompt } from './resume-prompt';
import { WatchSpinner } from './watch-spinner';

interface Props {
  sources: PlayerSources;
  resumeKey: ResumeKey;
  target: HistoryTarget;
  mediaId: number;
  /** The server's saved seconds (0 for guests); the local copy wins when present. */
  serverPosition: number;
  durationHint: number;
  userId: number | null;
  title: string;
  subtitle?: string | undefined;
  poster?: string | null | undefined;
  next?: { number: number | null; go: () => void } | null;
  /**
   * Already chosen on the detail page's play button ('resume' or 'over'): the prompt does not
   * ask again. Undefined: ask here when there is a position worth resuming.
   */
  chosenStart?: StartChoice | undefined;
  /** Recap and intro get a skip button; credits start the next-episode countdown early. */
  segments?: readonly Segment[];
  /**
   * Asks the API again for this title (fresh signed URLs); null when it now refuses or fails, and
   * the page then shows why. Paid media URLs expire (README "Paid media").
   */
  renew?: () => Promise<PlayerSources | null>;
  /** A shared link's moment (`?t=`): start there without offering to resume. */
  sharedStart?: number | undefined;
  /** The playing position, for a share from the page to carry it. */
  onTime?: (seconds: number) => void;
}

export type StartChoice = 'resume' | 'over';

interface Prepared {
  choice: PlaybackChoice;
  resumeAt: number | null;
  /** Playback was renewed mid-title: go on from resumeAt without asking. */
  renewed: number;
}

/** A source refused again this soon after a renewal is a real failure: show the error. */
const RENEW_GAP_MS = 15_000;
/** How near the end a playing report still counts as the end (see onProgress). */
const END_SLACK_S = 1;

/** A shared moment past the catalogue's length would open on the last frame: resume instead. */
function sharedStartWithin(start: number | undefined, duration: number): number | undefined {
  if (start === undefined) return undefined;
  return duration > 0 && start >= duration ? undefined : start;
}

/**
 * Start by itself only when the viewer came here by a click inside the app (so the browser lets
 * the sound play too). A cold load or a reload of the page shows the play button instead.
 */
function mayAutoPlay(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
    .userActivation;
  const entry = performance.getEntriesByType('navigation')[0];
  const arrivedInApp = entry !== undefined && entry.name !== window.location.href;
  return arrivedInApp && (activation?.hasBeenActive ?? false);
}

/**
 * The player for one title: resolves the saved preferences and the resume position, offers
 * "continue / start over", keeps the position, and counts down to the next episode at the end
 * (or from the start of the credits).
 * The page mounts it with `key` = the episode (or movie), so each gets its own dash.js player.
 */
export function WatchPlayer(props: Props) {
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [prompt, setPrompt] = useState(false);
  const [ended, setEnded] = useState(false);
  const [inCredits, setInCredits] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const player = useRef<PlayerHandle>(null);
  const { resumeKey, serverPosition, durationHint } = props;
  const [sources, setSources] = useState(props.sources);
  const lastRenewal = useRef(0);

  useEffect(() => {
    let live = true;
    void Promise.all([preparePlayback(sources), readResume(resumeKey)]).then(([choice, local]) => {
      if (!live || !choice) return;
      // A shared moment wins; then the choice made on the play button; else ask as ever.
      const shared = sharedStartWithin(props.sharedStart, durationHint);
      const resumeAt =
        shared ??
        (props.chosenStart === 'over' ? null : pickStart(local, serverPosition, durationHint));
      setPrepared({ choice, resumeAt, renewed: 0 });
      setPrompt(shared === undefined && props.chosenStart === undefined && resumeAt !== null);
    });
    return () => {
      live = false;
    };
    // One preparation per mount: the page remounts the player for another title.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { onProgress } = useHistorySync({
    key: props.resumeKey,
    target: props.target,
    mediaId: props.mediaId,
    userId: props.userId,
  });

  if (!prepared) return <WatchSpinner />;

  const renew = props.renew;
  const onSourceRefused = async (at: number) => {
    if (!renew || Date.now() - lastRenewal.current < RENEW_GAP_MS) return;
    lastRenewal.current = Date.now();
    const fresh = await renew();
    const choice = fresh && (await preparePlayback(fresh));
    if (!fresh || !choice) return;
    setSources(fresh);
    setPrompt(false);
    setPrepared((old) => ({ choice, resumeAt: at, renewed: (old?.renewed ?? 0) + 1 }));
  };

  const { next } = props;
  const credits = props.segments?.find((s) => s.kind === 'credits')?.start_sec ?? null;
  const overlay = prompt ? (
    <ResumePrompt
      position={prepared.resumeAt ?? 0}
      onResume={() => {
        setPrompt(false);
        player.current?.play();
      }}
      onStartOver={() => {
        setPrompt(false);
        player.current?.seek(0);
        player.current?.play();
      }}
    />
  ) : (ended || inCredits) && next && !cancelled ? (
    <NextCountdown nextNumber={next.number} onGo={next.go} onCancel={() => setCancelled(true)} />
  ) : null;

  return (
    <VideoPlayer
      key={prepared.renewed}
      ref={player}
      sources={sources}
      choice={prepared.choice}
      title={props.title}
      subtitle={props.subtitle}
      poster={props.poster}
      startAt={prepared.resumeAt ?? 0}
      autoPlay={
        prepared.renewed > 0 ||
        ((prepared.resumeAt === null || props.chosenStart !== undefined) && mayAutoPlay())
      }
      onSourceRefused={(at) => void onSourceRefused(at)}
      next={next ? { onNext: next.go } : null}
      segments={props.segments}
      overlay={overlay}
      onProgress={(progress) => {
        onProgress(progress);
        props.onTime?.(progress.currentTime);
        // Playing again (from the start, or sought back): the end is behind. A report from just
        // before the end can arrive after 'ended' on a busy device; it must not hide the countdown.
        if (ended && !progress.paused && progress.currentTime < progress.duration - END_SLACK_S) {
          setEnded(false);
        }
        if (credits !== null) {
          const nowInCredits = progress.currentTime >= credits;
          // Playing into them, not opened paused on a saved position inside them.
          if (nowInCredits && !inCredits && !progress.paused) setInCredits(true);
          if (!nowInCredits && inCredits) setInCredits(false);
          // Back before the credits: a cancelled countdown may come again at their start.
          if (!nowInCredits && cancelled && !ended) setCancelled(false);
        }
        // A saved position past the real end (the catalogue's length was wrong): start over.
        if (prompt && progress.duration > 0 && prepared.resumeAt !== null) {
          if (resumablePosition(prepared.resumeAt, progress.duration) === null) {
            setPrompt(false);
            player.current?.seek(0);
          }
        }
      }}
      onEnded={() => {
        setEnded(true);
        setCancelled(false);
      }}
    />
  );
}
