// The encoder's wall clock drawn into the picture as a barcode, and read back from a frame, for
// the live latency bench (bench-live.mjs). ffmpeg's `geq` evaluates `time(0)` (the wall clock, in
// seconds) as it paints each frame; the low 24 bits of the time in centiseconds (about 46 hours
// before they wrap) are two rows of 26 blocks at the top left: two reference blocks (white, black)
// then the bits, least significant first, and under them the same row inverted. A frame is read
// only when the second row is exactly the first inverted: a block blurred by x264 or a frame
// painted across a centisecond boundary is refused, never misread.

/** Bits of the centisecond clock in the picture. */
export const STAMP_BITS = 24;
const COLUMNS = STAMP_BITS + 2;

/** A block's side as a share of the picture's height: 32 px at 720p, 21 px at 480p. */
const BLOCK_OF_HEIGHT = 32 / 720;

/** The lavfi graph of an encoder's picture: testsrc2 with the clock's barcode over it. */
export function stampedPattern(width, height, rate) {
  const block = Math.round(height * BLOCK_OF_HEIGHT);
  const bit = `mod(floor(mod(floor(time(0)*100),${2 ** STAMP_BITS})/pow(2,X-2)),2)`;
  const row = `if(lt(X,1),255,if(lt(X,2),0,255*${bit}))`;
  const pixel = `if(eq(Y,0),${row},255-(${row}))`;
  return [
    `testsrc2=size=${width}x${height}:rate=${rate}[base]`,
    `color=c=black:size=${COLUMNS}x2:rate=${rate},format=gray,geq=lum='${pixel}',` +
      `scale=${COLUMNS * block}:${2 * block}:flags=neighbor,format=yuv420p[stamp]`,
    '[base][stamp]overlay=0:0:shortest=1',
  ].join(';');
}

/**
 * The stamp of one frame (centiseconds modulo 2^24), or null when the frame does not read cleanly.
 * `lumaAt(x, y)` is the brightness 0–255 of a pixel of a `width`×`height` frame. Self-contained
 * (no names from outside): bench-live.mjs ships its source into the page.
 */
export function decodeStamp(lumaAt, width, height) {
  const bits = 24;
  const block = (height * 32) / 720;
  if (block < 6 || (bits + 2) * block > width) return null;
  /** The mean of the block's middle half, away from the codec's ringing at its edges. */
  const sample = (column, row) => {
    let sum = 0;
    let count = 0;
    const step = Math.max(1, Math.floor(block / 8));
    for (let y = (row + 0.25) * block; y < (row + 0.75) * block; y += step) {
      for (let x = (column + 0.25) * block; x < (column + 0.75) * block; x += step) {
        sum += lumaAt(Math.floor(x), Math.floor(y));
        count += 1;
      }
    }
    return sum / count;
  };
  const rows = [0, 1].map((row) => {
    const one = sample(row === 0 ? 0 : 1, row);
    const zero = sample(row === 0 ? 1 : 0, row);
    if (one - zero < 96) return null;
    const threshold = (one + zero) / 2;
    let value = 0;
    for (let i = 0; i < bits; i += 1) {
      const level = sample(i + 2, row);
      // A block near the threshold is not read as either: the frame is refused.
      if (Math.abs(level - threshold) < (one - zero) / 4) return null;
      const set = row === 0 ? level > threshold : level < threshold;
      if (set) value += 2 ** i;
    }
    return value;
  });
  return rows[0] !== null && rows[0] === rows[1] ? rows[0] : null;
}

/** Milliseconds from the stamp's time to `nowMs` (both wall clocks of this machine). */
export function stampAgeMs(stamp, nowMs) {
  const modulo = 2 ** STAMP_BITS;
  const now = Math.floor(nowMs / 10) % modulo;
  return ((((now - stamp) % modulo) + modulo) % modulo) * 10;
}
