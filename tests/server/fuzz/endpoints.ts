import fc from 'fast-check';
import sharp from 'sharp';
import type { EndpointName } from '../../../contract/paths';
import { callEndpoint, smsCodeFor, emailCodeFor } from '../auth-helpers';
import { expectResponse } from '../contract-check';
import { loginAs } from '../test-app';
import type { TestApp } from '../test-app';
import { createLiveChannel } from '../../../server/domain/studio-live';
import { hostileString } from './hostile';
import type { FuzzBody } from './request';
import type { Hints } from './zod-arbitrary';
import type { Extras, World } from './world';
import { idFrom, named, oneOf } from './world';

/** A generated request before it is put on the wire. */
export interface Parts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface EndpointFuzzer {
  /** Generators for fields the schema cannot fill well (real ids, the actor's id or phone). */
  hints?: (w: World) => Hints;
  /** Keeps fields of one generated request consistent with each other. */
  adjust?: (parts: Parts, w: World) => Parts;
  /** Runs once on the endpoint's own app; what it makes (bills, codes) feeds the hints. */
  setup?: (t: TestApp, w: World, tokenA: string) => Promise<Partial<Extras>>;
  /** A body that is not JSON (multipart upload): replaces the schema-derived one. */
  body?: (w: World) => fc.Arbitrary<FuzzBody>;
  /** The request names a user outside the path's :userId (body user_id, a phone, a bill). */
  namesUser?: boolean;
  /** Every run logs in anew: the call ends the session it is sent with. */
  freshSession?: boolean;
  /** A GET that writes (a like, an invoice, a code): the shared-app pass runs it before reads. */
  writes?: boolean;
  /** Answers an HTML form with a redirect (the QPay sandbox's pay page). */
  redirectsForms?: boolean;
  /**
   * Why no valid request can succeed (a secret it would need); without it, at least one valid
   * request of the main actor must be a 2xx, so the fuzzer is shown to reach the handler's end.
   */
  no2xx?: string;
  /**
   * Why its setup or its success needs development mode (a code read from the sandbox message
   * log, a route production does not have). In the production pass its setup is skipped and no
   * 2xx is required; everything else is checked as usual.
   */
  developmentOnly?: string;
}

const CODE_FROM_LOG = 'reads the code from the sandbox message log, which production does not have';
const DEV_ROUTE = 'a development helper: production answers 404, or loopback only';

const phone8 = fc.stringMatching(/^\d{8}$/);
const pin4 = fc.stringMatching(/^\d{4}$/);

const demoPhones = (w: World) => oneOf([w.a.phone, w.b.phone], phone8);

const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** Every id a download can name: episodes, movies and podcast episodes. */
const downloadable = (w: World) => [
  ...w.pools.episodes,
  ...w.pools.movies,
  ...w.pools.podcastTracks,
];

/** A request that must name B when the actor is `other`, even where the field is optional. */
const naming =
  (part: 'query' | 'body', field: string, value: (w: World) => unknown) =>
  (parts: Parts, w: World): Parts =>
    w.actor === 'other'
      ? { ...parts, [part]: { ...objectOf(parts[part]), [field]: value(w) } }
      : parts;

/** The seed's live media become channels (the studio makes them), so live routes reach one. */
async function liveChannels(t: TestApp, w: World): Promise<Partial<Extras>> {
  for (const mediaId of w.pools.live) {
    await createLiveChannel(t.db, t.clock.now(), w.a.id, { mediaId });
  }
  return {};
}

async function invoicesFor(t: TestApp, w: World, tokenA: string): Promise<Partial<Extras>> {
  const tokenB = await loginAs(t, w.b.id);
  const bills = { a: [] as string[], b: [] as string[] };
  for (const [who, person, token] of [
    ['a', w.a, tokenA],
    ['b', w.b, tokenB],
  ] as const) {
    for (const optionId of w.pools.options.slice(0, 2)) {
      const res = await callEndpoint(
        t,
        'extendInvoice',
        { userId: person.id, optionId },
        { token },
      );
      const bill = (res.json as { bill?: string }).bill;
      if (bill) bills[who].push(bill);
    }
  }
  const refs = await t.db
    .selectFrom('invoices')
    .select('provider_invoice_id')
    .where('provider_invoice_id', 'is not', null)
    .execute();
  return { bills, sandboxRefs: refs.map((r) => r.provider_invoice_id!) };
}

/** Sends a register code to a fresh phone, verified or not, and keeps it for the hints. */
function registerCode(verify: boolean) {
  return async (t: TestApp): Promise<Partial<Extras>> => {
    const phone = '60123456';
    await callEndpoint(t, 'smsSend', { phone }, { query: { vp: 'register' } });
    const code = await smsCodeFor(t, phone);
    if (verify)
      await callEndpoint(t, 'smsVerify', { phone, code }, { query: { type: 'register' } });
    return { codes: [{ phone, code }] };
  };
}

/** A PIN reset code for B: setPassword ends B's sessions, never A's (whose token the runs use). */
async function resetCodeForB(t: TestApp, w: World): Promise<Partial<Extras>> {
  await callEndpoint(t, 'forgetPassword', {}, { body: { phone: w.b.phone } });
  return { codes: [{ phone: w.b.phone, code: await smsCodeFor(t, w.b.phone) }] };
}

const codePhones = (w: World) =>
  oneOf(
    w.extras.codes.map((c) => c.phone),
    phone8,
  );
const codes = (w: World) =>
  oneOf(
    w.extras.codes.map((c) => c.code),
    pin4,
  );

/**
 * For the phone the setup sent a code to, the right code two times in three (picked by the
 * generated code's value, so it stays deterministic), else every code for it would be wrong and
 * the few allowed attempts would burn it before a run gets it right.
 */
const knownCode =
  (part: 'params' | 'body', codeField: string) =>
  (parts: Parts, w: World): Parts => {
    const fields = objectOf(parts[part]);
    const sent = w.extras.codes.find((c) => c.phone === fields.phone);
    if (!sent || Number(fields[codeField]) % 3 === 0) return parts;
    return {
      ...parts,
      [part]: { ...fields, [codeField]: sent.code, ...(sent.email ? { email: sent.email } : {}) },
    };
  };

/** A tiny real picture of each accepted type (the server decodes every upload). */
const tiny = () => sharp({ create: { width: 3, height: 2, channels: 3, background: '#0a6' } });
const [png, jpg, gif, webp] = await Promise.all([
  tiny().png().toBuffer(),
  tiny().jpeg().toBuffer(),
  tiny().gif().toBuffer(),
  tiny().webp().toBuffer(),
]);
const imageFiles = fc.constantFrom(
  { name: 'a.png', type: 'image/png', bytes: [...png] },
  { name: 'a.jpg', type: 'image/jpeg', bytes: [...jpg] },
  { name: 'a.gif', type: 'image/gif', bytes: [...gif] },
  { name: 'a.webp', type: 'image/webp', bytes: [...webp] },
);
/** Lookalikes that are not images: markup, a script, nothing, and bare magic bytes. */
const notImages = fc.constantFrom(
  {
    name: '<svg onload=alert(1)>.png',
    type: 'image/png',
    bytes: [...'<svg/>'].map((c) => c.charCodeAt(0)),
  },
  { name: '../../x.php', type: 'image/gif', bytes: [...'<?php ?>'].map((c) => c.charCodeAt(0)) },
  { name: 'empty.jpg', type: 'image/jpeg', bytes: [] },
  { name: 'a.png', type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0] },
  { name: 'a.jpg', type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff, 0xe0, 0, 0x10] },
  { name: 'a.gif', type: 'image/gif', bytes: [...'GIF89a'].map((c) => c.charCodeAt(0)) },
);

/**
 * One entry per contract endpoint. The type makes a new endpoint without an entry a compile
 * error, and the test checks the same at run time against contract/paths.ts.
 */
export const fuzzers: { [K in EndpointName]: EndpointFuzzer } = {
  slidesBig: {},
  slidesSet: {},
  programSlides: {},
  homeCategories: {},
  latestMovies: {},
  animeSeason: {},
  animeSeasonList: {},
  animeCats: { hints: (w) => ({ cat: idFrom(w.pools.categories) }) },
  animeDetail: { hints: (w) => ({ id: idFrom(w.pools.media) }) },
  animeHover: { hints: (w) => ({ id: idFrom(w.pools.media) }) },
  animeList: {
    hints: (w) => ({
      id: idFrom(w.pools.categories),
      cats: fc.oneof(fc.constant('all'), fc.array(idFrom(w.pools.categories), { maxLength: 3 })),
      season: fc.oneof(fc.constant('all'), idFrom(w.pools.seasons)),
    }),
  },
  animeListGet: { hints: (w) => ({ id: idFrom(w.pools.categories) }) },
  mediaRelated: { hints: (w) => ({ id: idFrom(w.pools.media) }) },
  mediaSuggested: { hints: (w) => ({ cat: idFrom(w.pools.categories) }) },
  latestEpisodes: {},
  historyLatest: {},
  history: {},
  moviesWeb: {
    hints: (w) => ({
      cats: fc.oneof(fc.constant('all'), fc.array(idFrom(w.pools.categories), { maxLength: 3 })),
    }),
  },
  movie: { hints: (w) => ({ id: idFrom(w.pools.movies) }) },
  contentPage: { hints: (w) => ({ id: idFrom(w.pools.pages) }) },
  search: {},
  webLogoHeader: {},
  appLogoFooter: {},
  appLogoHeader: {},
  notifications: {},
  notificationPage: {},
  notificationCount: {},
  notificationRead: { hints: (w) => ({ id: idFrom(w.pools.notifications) }) },
  notificationReadAll: {},
  downloadGrant: {
    hints: (w) => ({ id: idFrom(downloadable(w)) }),
    // A real id of the kind asked for, or nearly every valid request is another kind's 404.
    adjust: (parts, w) => {
      const params = objectOf(parts.params);
      const byKind: Record<string, number[]> = {
        episode: w.pools.episodes,
        movie: w.pools.movies,
        podcast: w.pools.podcastTracks,
      };
      const pool = byKind[String(params.kind)] ?? [];
      const at = downloadable(w).indexOf(params.id as number);
      if (at < 0 || pool.length === 0) return parts;
      return { ...parts, params: { ...params, id: pool[at % pool.length] } };
    },
  },
  faq: {},
  podcasts: {},
  podcastDetail: { hints: (w) => ({ id: idFrom(w.pools.podcasts) }) },
  podcastTracks: { hints: (w) => ({ id: idFrom(w.pools.podcasts) }) },
  newsletters: {},
  newsletterDetail: { hints: (w) => ({ id: idFrom(w.pools.newsletters) }) },
  actor: { hints: (w) => ({ id: idFrom(w.pools.actors) }) },
  contact: {},

  mediaStatus: {
    writes: true,
    hints: (w) => ({
      mediaId: idFrom(w.pools.media),
      value: fc.constantFrom(
        '1',
        '0',
        'null',
        'watching',
        'completed',
        'on_hold',
        'dropped',
        'plan',
      ),
    }),
  },
  episodeStatus: {
    writes: true,
    hints: (w) => ({ episodeId: idFrom(w.pools.episodes) }),
  },
  episodesOfMedia: { hints: (w) => ({ mediaId: idFrom(w.pools.media) }) },
  episodesOfSeason: { hints: (w) => ({ seasonId: idFrom(w.pools.media) }) },
  groups: { hints: (w) => ({ anime: idFrom(w.pools.series) }) },
  episodesOfGroup: { hints: (w) => ({ group: idFrom(w.pools.groups) }) },
  episode: { hints: (w) => ({ id: idFrom(w.pools.episodes) }) },
  episodeForUser: { hints: (w) => ({ id: idFrom(w.pools.episodes) }) },
  report: {
    hints: (w) => ({ parent_id: idFrom(w.pools.episodes), media_id: idFrom(w.pools.media) }),
    // The episode's own media, or the answer is always the mismatch 400.
    adjust: (parts, w) => {
      const body = objectOf(parts.body);
      const media = w.pools.episodeMedia.get(body.parent_id as number);
      return media === undefined ? parts : { ...parts, body: { ...body, media_id: media } };
    },
  },
  comments: { hints: (w) => ({ episodeId: idFrom(w.pools.episodes) }) },
  commentPost: {
    namesUser: true,
    hints: (w) => ({
      episode_id: idFrom(w.pools.episodes),
      parent_id: fc.option(idFrom(w.pools.comments), { nil: null }),
    }),
    adjust: (parts, w) => {
      const body = objectOf(parts.body);
      const episode = w.pools.commentEpisode.get(body.parent_id as number);
      return episode === undefined ? parts : { ...parts, body: { ...body, episode_id: episode } };
    },
  },
  commentAction: {
    writes: true,
    hints: (w) => ({ commentId: idFrom(w.pools.comments) }),
  },
  commentReport: {
    hints: (w) => ({ commentId: idFrom(w.pools.comments) }),
  },
  historyWrite: {
    hints: (w) => ({ episode_id: idFrom(w.pools.episodes), movie_id: idFrom(w.pools.movies) }),
  },

  liveManifest: {},
  liveChannelManifest: {
    hints: (w) => ({ channel: idFrom(w.pools.live) }),
    setup: liveChannels,
    no2xx: 'a manifest exists only while an encoder is on air (live-serve.test.ts plays one)',
  },
  liveStatus: { hints: (w) => ({ channel: idFrom(w.pools.live) }), setup: liveChannels },
  liveHeartbeat: {
    hints: (w) => ({ channel: idFrom(w.pools.live) }),
    setup: liveChannels,
    writes: true,
  },
  liveSegment: {
    hints: () => ({
      rep: oneOf(['0', '1', '2', '3', '4'], fc.stringMatching(/^[A-Za-z0-9_-]{1,16}$/)),
      file: oneOf(
        ['init.m4s'],
        fc.integer({ min: 1, max: 40 }).map((n) => `${n}.m4s`),
      ),
    }),
    // Ten minutes on the air, so the early segment numbers exist.
    setup: async (t) => {
      t.clock.advance(10 * 60_000);
      return {};
    },
  },

  paymentStatus: {},
  paymentOptions: {},
  bankAccount: {},
  tvodCheck: { hints: (w) => ({ movieId: idFrom(w.pools.movies) }) },
  movieInvoice: {
    writes: true,
    hints: (w) => ({ movieId: idFrom(w.pools.rentable) }),
  },
  extendInvoice: {
    writes: true,
    hints: (w) => ({ optionId: idFrom(w.pools.options) }),
  },
  qpayCheck: {
    writes: true,
    namesUser: true,
    setup: invoicesFor,
    hints: (w) => ({
      bill: oneOf(
        w.actor === 'other' ? w.extras.bills.b : w.extras.bills.a,
        fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      ),
    }),
  },
  qpayCallback: {
    writes: true,
    setup: invoicesFor,
    hints: (w) => ({
      bill: oneOf(
        [...w.extras.bills.a, ...w.extras.bills.b],
        fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      ),
    }),
  },
  receipts: {},
  taxType: {},
  taxTypeSet: {
    hints: () => ({ register_no: fc.option(oneOf(['1234567'], fc.stringMatching(/^\d{7}$/))) }),
  },
  qpaySandboxPay: {
    developmentOnly: DEV_ROUTE,
    redirectsForms: true,
    setup: invoicesFor,
    hints: (w) => ({
      ref: oneOf(
        [...w.extras.sandboxRefs, ...w.extras.bills.a],
        fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
      ),
    }),
  },
  qpaySandboxFail: { developmentOnly: DEV_ROUTE },

  smsSend: {
    writes: true,
    hints: (w) => ({ phone: demoPhones(w) }),
  },
  phoneCheck: { hints: (w) => ({ phone: demoPhones(w) }) },
  smsVerify: {
    developmentOnly: CODE_FROM_LOG,
    writes: true,
    setup: registerCode(false),
    hints: (w) => ({ phone: codePhones(w), code: codes(w) }),
    adjust: knownCode('params', 'code'),
  },
  verifyPhone: {
    developmentOnly: CODE_FROM_LOG,
    setup: registerCode(false),
    hints: (w) => ({ phone: codePhones(w), verify_code: codes(w) }),
    adjust: knownCode('body', 'verify_code'),
  },
  pinSet: {
    developmentOnly: CODE_FROM_LOG,
    writes: true,
    setup: registerCode(true),
    hints: (w) => ({ phone: codePhones(w), code: codes(w) }),
    adjust: knownCode('params', 'code'),
  },
  emailSend: {
    writes: true,
    namesUser: true,
    hints: (w) => ({ phone: fc.constant(named(w).phone) }),
    adjust: naming('query', 'phone', (w) => w.b.phone),
  },
  emailVerify: {
    developmentOnly: CODE_FROM_LOG,
    namesUser: true,
    setup: async (t, w, tokenA) => {
      const email = 'fuzz@example.mn';
      await callEndpoint(t, 'emailSend', {}, { token: tokenA, query: { email, phone: w.a.phone } });
      return { codes: [{ phone: w.a.phone, email, code: await emailCodeFor(t, email) }] };
    },
    hints: (w) => ({
      phone: fc.constant(named(w).phone),
      email: oneOf(
        w.extras.codes.map((c) => c.email ?? ''),
        fc.emailAddress(),
      ),
      code: oneOf(
        w.extras.codes.map((c) => c.code),
        fc.stringMatching(/^\d{6}$/),
      ),
    }),
    adjust: knownCode('params', 'code'),
  },
  login: {
    hints: (w) => ({ phone: demoPhones(w), password: pin4 }),
    // A demo phone gets its own PIN, or every attempt fails and the phone locks (429).
    adjust: (parts, w) => {
      const body = objectOf(parts.body);
      const owner = [w.a, w.b].find((p) => p.phone === body.phone);
      return owner ? { ...parts, body: { ...body, password: owner.pin } } : parts;
    },
  },
  me: {},
  registerData: {
    writes: true,
    namesUser: true,
  },
  profileUpdate: {
    namesUser: true,
    hints: (w) => ({
      avatar: fc.option(oneOf(w.pools.artUrls, fc.constant('/uploads/avatars/a.png'))),
      phone: oneOf([named(w).phone], phone8),
    }),
  },
  forgetPassword: { hints: (w) => ({ phone: demoPhones(w) }) },
  resendSms: { hints: (w) => ({ phone: demoPhones(w) }) },
  setPassword: {
    developmentOnly: CODE_FROM_LOG,
    setup: resetCodeForB,
    hints: (w) => ({ phone: codePhones(w), verify_code: codes(w) }),
    adjust: knownCode('body', 'verify_code'),
  },
  upload: {
    body: () =>
      fc
        .oneof({ weight: 3, arbitrary: imageFiles }, { weight: 1, arbitrary: notImages })
        .map((f): FuzzBody => ({
          kind: 'file',
          field: 'file',
          name: f.name,
          type: f.type,
          bytes: Uint8Array.from(f.bytes),
        })),
  },
  logout: { freshSession: true },
  changePin: {
    hints: (w) => ({ old_pin: oneOf([w.a.pin], pin4) }),
    adjust: (parts) => {
      const body = objectOf(parts.body);
      return { ...parts, body: { ...body, repeat_pin: body.new_pin } };
    },
  },
  devSms: {
    developmentOnly: DEV_ROUTE,
    setup: async (t, w) => {
      await callEndpoint(t, 'forgetPassword', {}, { body: { phone: w.a.phone } });
      return {};
    },
    hints: (w) => ({ phone: oneOf([w.a.phone], phone8) }),
  },
  devEmail: {
    developmentOnly: DEV_ROUTE,
    setup: async (t, w, tokenA) => {
      const email = 'fuzz@example.mn';
      const res = await callEndpoint(t, 'emailSend', {}, { token: tokenA, query: { email } });
      expectResponse('emailSend', res);
      return { codes: [{ phone: w.a.phone, email, code: '' }] };
    },
    hints: (w) => ({
      email: oneOf(
        w.extras.codes.map((c) => c.email ?? ''),
        fc.oneof(fc.emailAddress(), hostileString),
      ),
    }),
  },
  healthz: {},
  readyz: {},
  smsBudgets: {},
};
