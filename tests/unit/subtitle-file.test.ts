import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { subtitleMessages as say } from '../../contract/studio/subtitle-messages';
import { checkSubtitleFile, storedSubtitle } from '../../server/ingest/subtitle-file';
import type { SubtitleCheck } from '../../server/ingest/subtitle-file';
import { decryptSubtitle } from '../../src/features/player/engine/subtitle-cipher';

/* Decision 061: uploaded SRT and WebVTT checked, made WebVTT, and stored as the player reads them. */

const bytes = (text: string) => new TextEncoder().encode(text);
const check = (text: string | Uint8Array, durationS?: number) =>
  checkSubtitleFile(typeof text === 'string' ? bytes(text) : text, { durationS });

function vttOf(result: SubtitleCheck): string {
  if (!result.ok) throw new Error(`refused: ${result.message} (${result.detail})`);
  return result.vtt;
}

function refusal(result: SubtitleCheck) {
  if (result.ok) throw new Error(`accepted:\n${result.vtt}`);
  return { message: result.message, line: result.line };
}

const SAMPLE = path.resolve(import.meta.dirname, '../../media/title/subs');

describe('checkSubtitleFile turns SRT into the WebVTT the player loads', () => {
  it('with a BOM, CRLF, foreign formatting removed and WebVTT tags kept', () => {
    const srt =
      '\uFEFF1\r\n00:00:01,000 --> 00:00:02,500\r\n<font color="#ffff00">Сайн уу?</font>\r\n' +
      '\r\n2\r\n00:00:03,000 --> 00:00:04,000 X1:10 X2:20\r\n{\\an8}<i>Би</I> & чи <3\r\n';
    expect(vttOf(check(srt))).toBe(
      'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.500\nСайн уу?\n\n' +
        '2\n00:00:03.000 --> 00:00:04.000\n<i>Би</i> &amp; чи &lt;3\n',
    );
  });

  it('keeps a WebVTT file whole but its comments and style sheets, in time order', () => {
    const vtt =
      'WEBVTT - from the studio\n\nSTYLE\n::cue { color: red }\n\nNOTE a comment\n\n' +
      'late\n00:05.000 --> 00:06.000 align:start bogus\n<v Бат>Сайн</v> &amp; муу\n\n' +
      '01:00:00.000 --> 01:00:01.000\nнэг цаг\n\n00:01.000 --> 00:02.000\n\n';
    expect(vttOf(check(vtt, 3601))).toBe(
      'WEBVTT\n\n1\n00:00:05.000 --> 00:00:06.000 align:start\n<v Бат>Сайн</v> &amp; муу\n\n' +
        '2\n01:00:00.000 --> 01:00:01.000\nнэг цаг\n',
    );
  });

  it("reads the sample's mn.vtt back to the same text, and stores it as the sample's mn.vtt.enc", () => {
    const sample = fs.readFileSync(path.join(SAMPLE, 'mn.vtt'), 'utf8');
    const vtt = vttOf(check(sample));
    expect(vtt).toBe(sample);
    const stored = storedSubtitle(vtt, { language: 'mn', raw: false });
    expect(stored.path).toBe('subs/mn.vtt.enc');
    expect(stored.bytes.equals(fs.readFileSync(path.join(SAMPLE, 'mn.vtt.enc')))).toBe(true);
  });

  it("stores a non-raw subtitle so the player's own decryption reads it", async () => {
    const vtt = vttOf(check('1\n00:00:01,000 --> 00:00:02,000\nДэлхий ертөнц\n'));
    const stored = storedSubtitle(vtt, { language: 'en', raw: false });
    const copy = new Uint8Array(stored.bytes).buffer;
    expect(await decryptSubtitle(copy)).toBe(vtt);
    expect(storedSubtitle(vtt, { language: 'en', raw: true })).toEqual({
      path: 'subs/en.vtt',
      bytes: Buffer.from(vtt, 'utf8'),
    });
  });
});

describe('checkSubtitleFile refuses, naming the line', () => {
  const cue = (timing: string, text = 'Сайн уу') => `1\n${timing}\n${text}\n`;

  it.each([
    ['end before start', cue('00:00:05,000 --> 00:00:04,000'), say.endBeforeStart(2), 2],
    ['end at start', cue('00:00:05,000 --> 00:00:05,000'), say.endBeforeStart(2), 2],
    ['a negative time', cue('-00:00:01,000 --> 00:00:02,000'), say.negativeTime(2), 2],
    ['61 minutes', cue('00:61:00,000 --> 00:62:00,000'), say.badTime(2), 2],
    ['no timing', 'Сайн байна уу\nэнэ бол захидал\n', say.notSubtitle(2), 2],
    [
      'a script tag',
      cue('00:00:01,000 --> 00:00:02,000', '<script>alert(1)</script>'),
      say.unsafeMarkup(3),
      3,
    ],
    [
      'an event handler',
      cue('00:00:01,000 --> 00:00:02,000', '<b onclick="x()">a</b>'),
      say.unsafeMarkup(3),
      3,
    ],
    [
      'a missing blank line',
      `${cue('00:00:01,000 --> 00:00:02,000')}2\n00:00:03,000 --> 00:00:04,000\nб\n`,
      say.arrowInText(5),
      5,
    ],
    ['no cue', 'WEBVTT\n\nNOTE only a comment\n', say.noCues, null],
    ['only timings', cue('00:00:01,000 --> 00:00:02,000', ' '), say.noCues, null],
    ['empty', '', say.noCues, null],
  ])('%s', (_, text, message, line) => {
    expect(refusal(check(text))).toEqual({ message, line });
  });

  it('a cue past the end of the video, with a second of slack', () => {
    const text = `${'1\n00:00:01,000 --> 00:00:10,900\nа\n\n'}2\n00:00:11,000 --> 00:00:12,000\nб\n`;
    expect(refusal(check(text, 10))).toEqual({ message: say.pastVideo(6, '0:10'), line: 6 });
  });

  it('binary bytes', () => {
    const binary = new Uint8Array([0x31, 0x0a, 0x89, 0x50, 0x4e, 0x47, 0x00, 0x1a]);
    expect(refusal(check(binary))).toEqual({ message: say.binary(2), line: 2 });
  });

  it('10 MB, before reading it', () => {
    const big = bytes('1\n00:00:01,000 --> 00:00:02,000\nа\n\n'.repeat(300_000));
    expect(big.length).toBeGreaterThan(10_000_000);
    expect(refusal(check(big))).toEqual({ message: say.tooLarge, line: null });
  });

  it('Windows-1251 Cyrillic, naming the first line that is not UTF-8', () => {
    // "Сайн" in Windows-1251 on line 3.
    const cp1251 = new Uint8Array([
      ...bytes('1\n00:00:01,000 --> 00:00:02,000\n'),
      0xd1,
      0xe0,
      0xe9,
      0xed,
      0x0a,
    ]);
    expect(refusal(check(cp1251))).toEqual({ message: say.notUtf8(3), line: 3 });
  });

  it('UTF-16', () => {
    const utf16 = new Uint8Array([0xff, 0xfe, 0x31, 0x00, 0x0a, 0x00]);
    expect(refusal(check(utf16))).toEqual({ message: say.utf16, line: null });
  });
});
