import type { StudioDataOf } from '@contract/studio/endpoints';
import { CopyField } from './copy-field';
import { liveTexts } from './live-texts';
import styles from './live.module.css';

/** OBS asks for the server and the key apart: the RTMP URL is `<server>/<key>`. */
function serverOf(fresh: { key: string; rtmp_url: string }): string {
  const tail = `/${fresh.key}`;
  return fresh.rtmp_url.endsWith(tail) ? fresh.rtmp_url.slice(0, -tail.length) : fresh.rtmp_url;
}

/**
 * What to type into OBS (Settings → Stream: "Custom"; Output: keyframe interval and CBR, which
 * the packager's 2 s segments want). The key itself only right after it was made.
 */
export function ObsSettings({ fresh }: { fresh: StudioDataOf<'studioLiveKeyRotate'> | null }) {
  return (
    <section className={styles.obs} aria-label={liveTexts.obs}>
      <h3>{liveTexts.obs}</h3>
      {fresh ? (
        <>
          <p className={styles.once} role="alert">
            {liveTexts.shownOnce}
          </p>
          <CopyField label={liveTexts.server} value={serverOf(fresh)} />
          <CopyField label={liveTexts.streamKey} value={fresh.key} secret />
          <CopyField label={liveTexts.fullUrl} value={fresh.rtmp_url} secret />
          {fresh.srt_url ? (
            <CopyField label={liveTexts.srtUrl} value={fresh.srt_url} secret />
          ) : null}
        </>
      ) : (
        <p className={styles.note}>{liveTexts.keyHidden}</p>
      )}
      <ul className={styles.encoder}>
        <li>{liveTexts.keyframe}</li>
        <li>{liveTexts.cbr}</li>
      </ul>
    </section>
  );
}
