// Transcoding benchmark (issue 33, decision 062): a 60 s 1080p source (test pattern, two audio
// languages) to the full DASH ladder, three ways of timing it:
//  - the job as it runs in production (server/ingest/transcode-title.ts: a 480p + audio + tiles
//    run, a poster, then a 720p + 1080p run merged into the manifest);
//  - the best single ffmpeg command for the same outputs: one decode split to every rendition,
//    the audio and the tiles (the same arguments the job uses, all in one run; no poster, which
//    only flatters the reference);
//  - the job's own overhead: its wall time minus the time its ffmpeg processes ran;
//  - time to 480p ready: job start to the base manifest published (queue pick-up not included).
//   node scripts/bench-ingest.mjs [--seconds 60] [--runs 1] [--preset veryfast]
// Aim: job ≤ 1.15 × the single command, overhead < 2 s. Runs alternate (job, single, job…), so
// the machine's other work falls on both. On a machine shared with other work, wall time also
// measures how large a share of the cores each ffmpeg wins (a process with more encoder threads
// wins more), so the CPU time of the ffmpeg processes (user + system, from /proc) is printed too:
// it is what the work costs, whatever else runs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';
import { flag, machine, median } from './bench/common.mjs';

register();
const { transcodeTitle } = await import('../server/ingest/transcode-title.ts');
const { buildRunArgs, thumbWidthFor } = await import('../server/ingest/transcode-args.ts');
const { planLadder, aspectRatio, outputFrameRate } =
  await import('../server/ingest/transcode-ladder.ts');
const { planAudioTracks } = await import('../server/ingest/transcode-languages.ts');
const { runFfmpeg } = await import('../server/ingest/transcode-ffmpeg.ts');
const { DEFAULT_TRANSCODE_SETTINGS } = await import('../server/ingest/transcode-types.ts');

const SECONDS = Number(flag('seconds', '60'));
const RUNS = Number(flag('runs', '1'));
const PRESET = flag('preset', DEFAULT_TRANSCODE_SETTINGS.preset);

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-bench-ingest-'));
const sourceFile = path.join(root, 'source.mp4');
const log = path.join(root, 'ffmpeg-times.log');

// An upload-like source: H.264 1080p30 with two AAC tracks tagged mon and eng.
console.log(`making a ${SECONDS} s 1080p source…`);
execFileSync('ffmpeg', [
  ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
  ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${SECONDS}`],
  ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${SECONDS}`],
  ...['-f', 'lavfi', '-i', `sine=frequency=660:sample_rate=48000:duration=${SECONDS}`],
  ...['-map', '0:v', '-map', '1:a', '-map', '2:a'],
  ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p'],
  ...['-c:a', 'aac', '-b:a', '128k'],
  ...['-metadata:s:a:0', 'language=mon', '-metadata:s:a:1', 'language=eng'],
  sourceFile,
]);

const source = {
  file: sourceFile,
  durationSec: SECONDS,
  width: 1920,
  height: 1080,
  rotation: 0,
  fps: 30,
  variableFrameRate: false,
  audio: [
    { index: 0, language: 'mon', channels: 1 },
    { index: 1, language: 'eng', channels: 1 },
  ],
};
const settings = { ...DEFAULT_TRANSCODE_SETTINGS, preset: PRESET };

// The job runs ffmpeg through this wrapper, which notes when each process started and ended.
const wrapper = path.join(root, 'ffmpeg-timed.sh');
fs.writeFileSync(
  wrapper,
  `#!/bin/sh\nstart=$(date +%s%N)\nffmpeg "$@"\nrc=$?\necho "$start $(date +%s%N)" >> '${log}'\nexit $rc\n`,
  { mode: 0o755 },
);

/** CPU seconds of this process's finished children (and theirs): /proc/self/stat cutime + cstime. */
function childCpuSec() {
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of stat (cutime, cstime), counted from after the command name.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

async function timeJob(run) {
  fs.rmSync(log, { force: true });
  const target = path.join(root, `job-${run}`, 'title');
  const cpuBefore = childCpuSec();
  const started = performance.now();
  let baseReadyMs = 0;
  await transcodeTitle({
    source,
    target,
    settings,
    ffmpeg: wrapper,
    onBaseReady: () => {
      baseReadyMs = performance.now() - started;
    },
  });
  const wallMs = performance.now() - started;
  const ffmpegMs = fs
    .readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(' ').map(Number))
    .reduce((sum, [a, b]) => sum + (b - a) / 1e6, 0);
  const cpuSec = childCpuSec() - cpuBefore;
  fs.rmSync(path.dirname(target), { recursive: true, force: true });
  return { wallMs, baseReadyMs, overheadMs: wallMs - ffmpegMs, cpuSec };
}

async function timeSingle(run) {
  const outDir = path.join(root, `single-${run}`);
  fs.mkdirSync(outDir, { recursive: true });
  const rungs = planLadder(source);
  const args = buildRunArgs({
    sourceFile,
    dubs: [],
    rungs,
    audio: planAudioTracks(source.audio, [], settings.defaultLanguage),
    thumbWidth: thumbWidthFor(rungs[0]),
    frameRate: outputFrameRate(source.fps),
    aspect: aspectRatio(source),
    settings,
    outDir,
  });
  const cpuBefore = childCpuSec();
  const started = performance.now();
  await runFfmpeg({ args });
  const wallMs = performance.now() - started;
  const cpuSec = childCpuSec() - cpuBefore;
  fs.rmSync(outDir, { recursive: true, force: true });
  return { wallMs, cpuSec };
}

const jobs = [];
const singles = [];
for (let run = 0; run < RUNS; run++) {
  console.log(`run ${run + 1}/${RUNS}: job…`);
  jobs.push(await timeJob(run));
  console.log(`run ${run + 1}/${RUNS}: single command…`);
  singles.push(await timeSingle(run));
}
fs.rmSync(root, { recursive: true, force: true });

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const job = median(jobs.map((j) => j.wallMs));
const single = median(singles.map((x) => x.wallMs));
const jobCpu = median(jobs.map((j) => j.cpuSec));
const singleCpu = median(singles.map((x) => x.cpuSec));
const overhead = median(jobs.map((j) => j.overheadMs));
const baseReady = median(jobs.map((j) => j.baseReadyMs));
const ratio = job / single;
console.log(`\nmachine: ${machine()}`);
console.log(
  `source: ${SECONDS} s 1920x1080 30 fps, 2 audio languages; preset ${PRESET}; runs ${RUNS}`,
);
console.log(
  `job (480p first, two runs + poster):  ${s(job)}   [${jobs.map((j) => s(j.wallMs)).join(', ')}]`,
);
console.log(
  `single ffmpeg command, same outputs:  ${s(single)}   [${singles.map((x) => s(x.wallMs)).join(', ')}]`,
);
console.log(`ratio job / single (wall):            ${ratio.toFixed(3)}   (aim ≤ 1.15)`);
console.log(
  `ffmpeg CPU, job / single:             ${jobCpu.toFixed(1)} s / ${singleCpu.toFixed(1)} s = ${(jobCpu / singleCpu).toFixed(3)}`,
);
console.log(
  `job overhead beyond ffmpeg:           ${(overhead / 1000).toFixed(2)} s   (aim < 2 s)`,
);
console.log(`time to 480p ready (job start):       ${s(baseReady)}`);
process.exitCode = ratio <= 1.15 && overhead < 2000 ? 0 : 1;
