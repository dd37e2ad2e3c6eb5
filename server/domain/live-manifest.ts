/*
 * The channel manifest a viewer gets (decision 073): the packager's `<prefix>.mpd` as written,
 * with three changes and nothing else, so ffmpeg's timing (availabilityStartTime,
 * minimumUpdatePeriod, the segment template) reaches dash.js untouched:
 * - one MPD-level <BaseURL>: where the segments are for THIS viewer (a signed paid prefix, the
 *   free folder, under MEDIA_BASE_URL when set), so the file on disk names no host and no
 *   signature and serves every viewer;
 * - UTCTiming `direct` with the server's now: dash.js anchors the live edge to our clock without
 *   another request (the packager writes none, or one pointing elsewhere);
 * - no `bitstreamSwitching` on adaptation sets: our renditions are encoded separately, and the
 *   flag tells players they may splice them without re-initialising.
 * Pure: the route reads the file and passes the URL and the time.
 */

const DIRECT_SCHEME = 'urn:mpeg:dash:utc:direct:2014';

/** XML attribute text: the BaseURL may carry `&` from MEDIA_BASE_URL's query, never raw. */
function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export interface LiveManifestRewrite {
  /** Ends with `/`: segment names in the template are resolved against it. */
  baseUrl: string;
  /** The server's now, ms since epoch. */
  now: number;
}

/** Throws when the text is not a DASH manifest (a half-written file is never renamed in place). */
export function rewriteLiveManifest(xml: string, rewrite: LiveManifestRewrite): string {
  if (!/<MPD\b[^>]*>/.test(xml) || !xml.includes('</MPD>') || !/<Period\b/.test(xml)) {
    throw new Error('not a complete DASH manifest');
  }
  const baseUrl = `<BaseURL>${escapeXml(rewrite.baseUrl)}</BaseURL>`;
  const timing = `<UTCTiming schemeIdUri="${DIRECT_SCHEME}" value="${new Date(rewrite.now).toISOString()}"/>`;
  let out = xml
    // Any BaseURL or UTCTiming already there would compete with ours.
    .replace(/[ \t]*<BaseURL\b[^>]*>[^<]*<\/BaseURL>\s*\n?/g, '')
    .replace(/[ \t]*<UTCTiming\b[^>]*\/>\s*\n?/g, '')
    .replace(/[ \t]*<UTCTiming\b[^>]*>[^<]*<\/UTCTiming>\s*\n?/g, '')
    .replace(/(<AdaptationSet\b[^>]*?)\s+bitstreamSwitching="[^"]*"/g, '$1');
  // The schema's order: ProgramInformation, then BaseURL, before ServiceDescription and Period.
  const at = /[ \t]*<(ServiceDescription|Period)\b/.exec(out)!;
  out = `${out.slice(0, at.index)}\t${baseUrl}\n${out.slice(at.index)}`;
  const end = out.lastIndexOf('</MPD>');
  return `${out.slice(0, end)}\t${timing}\n${out.slice(end)}`;
}
