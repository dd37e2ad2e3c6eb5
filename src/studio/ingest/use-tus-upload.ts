import { useCallback, useEffect, useRef, useState } from 'react';
import type { Upload } from 'tus-js-client';
import type { UploadKind } from '@contract/studio/ingest-paths';
import { ingestTexts as texts } from './ingest-texts';
import { resumeEarlier, tusUpload } from './tus-upload';
import type { UploadOwner } from './tus-upload';
import { percentOf, secondsLeft, SpeedWindow } from './upload-figures';

export type UploadPhase =
  'idle' | 'uploading' | 'paused' | 'offline' | 'done' | 'cancelled' | 'failed';

export interface UploadView {
  phase: UploadPhase;
  fileName: string | null;
  sent: number;
  total: number;
  percent: number;
  bytesPerSecond: number | null;
  secondsLeft: number | null;
  /** What the polite live region says: phase changes and every tenth percent, no more. */
  said: string;
  /** A refusal or failure to show next to the panel. */
  error: string | null;
}

const idle: UploadView = {
  phase: 'idle',
  fileName: null,
  sent: 0,
  total: 0,
  percent: 0,
  bytesPerSecond: null,
  secondsLeft: null,
  said: '',
  error: null,
};

/** The upload of one file to one owner: start, pause, resume, cancel, and what to show. */
export function useTusUpload(
  owner: UploadOwner,
  kind: UploadKind,
  onSettled: () => void,
  language?: string,
) {
  const [view, setView] = useState<UploadView>(idle);
  const upload = useRef<Upload | null>(null);
  const speed = useRef(new SpeedWindow());
  const spokenTenth = useRef(0);
  /** tus-js-client ran out of retries on a cut network; the 'online' event starts it again. */
  const gaveUp = useRef(false);
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  }, [onSettled]);

  const start = useCallback(
    async (file: File) => {
      if (upload.current) await upload.current.abort();
      speed.current.reset();
      spokenTenth.current = 0;
      setView({
        ...idle,
        phase: 'uploading',
        fileName: file.name,
        total: file.size,
        said: texts.starting(file.name),
      });
      const next = tusUpload(
        file,
        { owner, kind, language },
        {
          onProgress(sent, total) {
            speed.current.add(performance.now(), sent);
            const rate = speed.current.bytesPerSecond();
            const percent = percentOf(sent, total);
            const tenth = Math.floor(percent / 10);
            const speak = tenth > spokenTenth.current && percent < 100;
            if (speak) spokenTenth.current = tenth;
            setView((v) => ({
              ...v,
              sent,
              total,
              percent,
              bytesPerSecond: rate,
              secondsLeft: secondsLeft(sent, total, rate),
              ...(speak ? { said: texts.percentSaid(tenth * 10) } : {}),
            }));
          },
          onAcknowledged(offset) {
            setView((v) =>
              v.phase === 'offline'
                ? { ...v, phase: 'uploading', sent: offset, said: texts.uploading }
                : v,
            );
          },
          onRetrying() {
            speed.current.reset();
            setView((v) =>
              v.phase === 'offline' ? v : { ...v, phase: 'offline', said: texts.offline },
            );
          },
          onSuccess() {
            setView((v) => ({
              ...v,
              phase: 'done',
              sent: v.total,
              percent: 100,
              secondsLeft: 0,
              said: texts.done(file.name),
            }));
            settled.current();
          },
          onError(message, status) {
            // Retries given up on a cut network: the 'online' event below tries again.
            gaveUp.current = status === 0;
            const phase = status === 0 ? 'offline' : 'failed';
            const error = message ?? (phase === 'offline' ? null : texts.failed);
            setView((v) => ({
              ...v,
              phase,
              error,
              // A refusal is read out by its alert; only the cut is said here.
              said: error ? '' : texts.offline,
            }));
            settled.current();
          },
        },
      );
      upload.current = next;
      await resumeEarlier(next);
      next.start();
    },
    [owner, kind, language],
  );

  const pause = useCallback(async () => {
    await upload.current?.abort();
    speed.current.reset();
    setView((v) => ({
      ...v,
      phase: 'paused',
      bytesPerSecond: null,
      secondsLeft: null,
      said: texts.paused,
    }));
  }, []);

  const resume = useCallback(() => {
    if (!upload.current) return;
    gaveUp.current = false;
    setView((v) => ({ ...v, phase: 'uploading', error: null, said: texts.uploading }));
    upload.current.start();
  }, []);

  const cancel = useCallback(async () => {
    const current = upload.current;
    upload.current = null;
    // Terminating deletes the partial file on the server and the browser's note of it.
    await current?.abort(true).catch(() => undefined);
    setView({ ...idle, phase: 'cancelled', said: texts.cancelled });
    settled.current();
  }, []);

  // Back online after retries ran out: carry on from the server's offset.
  useEffect(() => {
    const online = () => {
      if (!upload.current || !gaveUp.current) return;
      gaveUp.current = false;
      upload.current.start();
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);

  // Leaving the page stops sending; the fingerprint lets the same file continue later.
  useEffect(() => () => void upload.current?.abort(), []);

  return { view, start, pause, resume, cancel };
}
