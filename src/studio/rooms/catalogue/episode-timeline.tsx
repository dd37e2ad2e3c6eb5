import { useQuery } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { MARKER_NAMES, markerLabels, type MarkerName } from '@contract/studio/episode-markers';
import { studioCall } from '../../api/studio-client';
import { FormField } from '../../ui/form-field';
import uiStyles from '../../ui/studio-ui.module.css';
import { catalogueKeys } from './catalogue-keys';
import { clockText, parseClock } from './clock-text';
import { IntroSuggestionPanel } from './intro-suggestion-panel';
import { markerTexts as texts } from './marker-texts';
import { useStudioDash } from './use-studio-dash';
import styles from './timeline.module.css';

export type MarkerTexts = Record<MarkerName, { start: string; end: string }>;
type Side = 'start' | 'end';

interface Props {
  episodeId: number;
  titleId: number;
  durationSec: number;
  markers: MarkerTexts;
  setMarker: (name: MarkerName, side: Side, text: string) => void;
  fieldError: (name: string) => string | undefined;
}

const sideLabel = { start: texts.start, end: texts.end } as const;

/** Arrow keys move a typed moment by a second, with Shift by ten, never below 0. */
function nudged(event: KeyboardEvent<HTMLInputElement>, text: string): string | null {
  if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return null;
  const step = (event.shiftKey ? 10 : 1) * (event.key === 'ArrowUp' ? 1 : -1);
  const at = parseClock(text) ?? 0;
  return clockText(Math.max(0, at + step));
}

/**
 * The episode's timeline (decision 066): its video, the thumbnail strip, and the skippable
 * parts as ranges an editor sets from the playhead, types as mm:ss or moves by keyboard. The
 * values are the form's; the form's ordinary save (version-checked, audited) stores them.
 */
export function EpisodeTimeline(props: Props) {
  const { episodeId, titleId, durationSec, markers, setMarker, fieldError } = props;
  const playback = useQuery({
    queryKey: catalogueKeys.playback(episodeId),
    queryFn: () => studioCall('studioEpisodePlayback', { params: { id: episodeId } }),
  });
  const url = playback.data?.url ?? null;
  const { videoRef, strip } = useStudioDash(url, durationSec);
  const playhead = () => Math.floor(videoRef.current?.currentTime ?? 0);
  const seek = (time: number) => {
    if (videoRef.current) videoRef.current.currentTime = time;
  };
  const span = (name: MarkerName) => {
    const start = parseClock(markers[name].start);
    const end = parseClock(markers[name].end) ?? (name === 'credits' ? durationSec : null);
    if (start === null || end === null || !(durationSec > 0) || end <= start) return null;
    const left = Math.min(100, (start / durationSec) * 100);
    return {
      left: `${left}%`,
      width: `${Math.min(100 - left, ((end - start) / durationSec) * 100)}%`,
    };
  };

  return (
    <fieldset className={styles.timeline}>
      <legend>{texts.timeline}</legend>
      {url ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- the editor marks parts; captions are the viewer's
        <video ref={videoRef} className={styles.video} controls aria-label={texts.video} />
      ) : (
        <p className={styles.muted}>{texts.noVideo}</p>
      )}
      {strip.length > 0 ? (
        <ol className={styles.strip} aria-label={texts.strip}>
          {strip.map((frame) => (
            <li key={frame.time}>
              <button
                type="button"
                className={styles.frame}
                aria-label={texts.jumpTo(clockText(frame.time))}
                onClick={() => seek(frame.time)}
                style={{
                  aspectRatio: `${frame.width} / ${frame.height}`,
                  backgroundImage: `url("${encodeURI(frame.url)}")`,
                  backgroundPosition: `${-frame.x}px ${-frame.y}px`,
                  width: `${frame.width}px`,
                }}
              />
            </li>
          ))}
        </ol>
      ) : null}
      <div className={styles.bar} aria-hidden="true">
        {MARKER_NAMES.map((name) => {
          const place = span(name);
          return place ? (
            <span key={name} className={styles.range} data-part={name} style={place} />
          ) : null;
        })}
      </div>
      <p className={styles.muted}>{texts.keys}</p>
      {MARKER_NAMES.map((name) => (
        <div key={name} className={styles.part}>
          {(['start', 'end'] as const).map((side) => (
            <div key={side} className={styles.moment}>
              <FormField
                name={`${name}.${side}_sec`}
                label={`${markerLabels[name]}: ${sideLabel[side]}`}
                error={
                  fieldError(`${name}.${side}_sec`) ??
                  (side === 'start' ? fieldError(name) : undefined)
                }
              >
                {(control) => (
                  <input
                    {...control}
                    className={uiStyles.input}
                    placeholder="мм:сс"
                    value={markers[name][side]}
                    onChange={(ev) => setMarker(name, side, ev.target.value)}
                    onKeyDown={(ev) => {
                      const next = nudged(ev, markers[name][side]);
                      if (next === null) return;
                      ev.preventDefault();
                      setMarker(name, side, next);
                    }}
                  />
                )}
              </FormField>
              <button
                type="button"
                className={uiStyles.button}
                disabled={!url}
                aria-label={`${markerLabels[name]}: ${side === 'start' ? texts.startHere : texts.endHere}`}
                onClick={() => setMarker(name, side, clockText(playhead()))}
              >
                {side === 'start' ? texts.startHere : texts.endHere}
              </button>
            </div>
          ))}
        </div>
      ))}
      <IntroSuggestionPanel
        titleId={titleId}
        episodeId={episodeId}
        onUse={(start, end) => {
          setMarker('intro', 'start', clockText(start));
          setMarker('intro', 'end', clockText(end));
        }}
      />
    </fieldset>
  );
}
