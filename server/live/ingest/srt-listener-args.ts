/*
 * The SRT listener's ffmpeg arguments (decision 078): one caller on one UDP port, AES-256 with the
 * channel's passphrase and encryption enforced (a caller with a wrong or no passphrase is rejected
 * in the handshake and the listener keeps waiting), its MPEG-TS copied, not re-encoded, to FLV on
 * stdout so the same feed and packager as RTMP take it. ffmpeg's listener takes one connection:
 * a second caller on the port hears nothing and gives up (measured with Debian's ffmpeg 5.1).
 */

/** What ffmpeg reads of the input before it writes the FLV header: 1 s, not its default 5 s. */
const ANALYZE_MICROSECONDS = 1_000_000;

export interface SrtListenPlan {
  host: string;
  port: number;
  passphrase: string;
}

export function srtListenUrl(plan: SrtListenPlan): string {
  const query = new URLSearchParams({
    mode: 'listener',
    passphrase: plan.passphrase,
    pbkeylen: '32',
    enforced_encryption: '1',
  });
  return `srt://${plan.host}:${plan.port}?${query.toString()}`;
}

export function srtListenerArgs(plan: SrtListenPlan): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-nostats',
    '-analyzeduration',
    String(ANALYZE_MICROSECONDS),
    '-i',
    srtListenUrl(plan),
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-c',
    'copy',
    // Each tag out at once: the packager is waiting for it.
    '-flush_packets',
    '1',
    '-flvflags',
    'no_duration_filesize',
    '-f',
    'flv',
    'pipe:1',
  ];
}
