// The offline soak's vocabulary: the writes a user makes (every kind the outbox queues, see
// contract/outbox.ts QUEUEABLE), what each one means for the server's final state, and the check
// of that state against what the user was told.

/** Weights of the user's actions; a navigation also makes the app ask the worker to replay. */
const ACTIONS = [
  ['comment', 14],
  ['report', 6],
  ['media-like', 12],
  ['media-later', 8],
  ['episode-like', 12],
  ['comment-action', 10],
  ['history', 14],
  ['navigate', 24],
];

function weighted(random, table) {
  const total = table.reduce((sum, [, w]) => sum + w, 0);
  let roll = random.next() * total;
  for (const [name, w] of table) {
    roll -= w;
    if (roll < 0) return name;
  }
  return table.at(-1)[0];
}

/**
 * The i-th action as a request the page makes like src/lib/api-client.ts does, plus the state it
 * asks for: `append` writes must exist exactly once (matched by unique text), `state` writes are
 * last-write-wins per target, so the target must end at the last value the user chose.
 */
export function nextAction(random, i, { tag, user, targets }) {
  const kind = weighted(random, ACTIONS);
  const episode = random.pick(targets.episodes);
  const get = (path, target, value) => ({ kind, method: 'GET', path, target, value });
  switch (kind) {
    case 'navigate':
      return { kind, path: random.pick(targets.pages) };
    case 'comment': {
      const text = `${tag} сэтгэгдэл ${i}`;
      return {
        kind,
        method: 'POST',
        path: '/api/m/comment/post',
        body: { episode_id: episode.id, parent_id: null, user_id: user, body: text },
        append: text,
        episode: episode.id,
      };
    }
    case 'report': {
      const text = `${tag} репорт ${i}`;
      return {
        kind,
        method: 'POST',
        path: `/api/m/report/${user}`,
        body: { report: text, type: 'ep', parent_id: episode.id, media_id: episode.media_id },
        append: text,
      };
    }
    case 'media-like': {
      const media = random.pick(targets.media);
      const value = random.pick(['1', '0']);
      return get(`/api/m/anime/status/${media}/${user}/anime/like/${value}`, media, value);
    }
    case 'media-later': {
      const media = random.pick(targets.media);
      const value = random.pick(['1', '0']);
      return get(`/api/m/anime/status/${media}/${user}/anime/later/${value}`, media, value);
    }
    case 'episode-like': {
      const value = random.pick(['1', '0', 'null']);
      return get(`/api/m/anime/status/${episode.id}/${user}/ep/like/${value}`, episode.id, value);
    }
    case 'comment-action': {
      const comment = random.pick(targets.comments);
      const value = random.pick(['0', '1', '2']);
      return get(`/api/m/comment/action/${comment}/${user}/${value}`, comment, value);
    }
    case 'history': {
      const position = 5 + random.int(Math.max(1, episode.duration_sec - 10));
      return {
        kind,
        method: 'POST',
        path: `/api/m/history/${user}`,
        body: { episode_id: episode.id, position_sec: position },
        target: episode.id,
        value: position,
      };
    }
  }
  throw new Error(`no action ${kind}`);
}

/** What the server holds for one user, read straight from its SQLite file. */
export function readState(db, user) {
  const map = (sql, key, value) =>
    new Map(
      db
        .prepare(sql)
        .all(user)
        .map((row) => [row[key], row[value]]),
    );
  return {
    mediaLike: map(
      'select media_id, liked from media_statuses where user_id = ?',
      'media_id',
      'liked',
    ),
    mediaLater: map(
      'select media_id, later from media_statuses where user_id = ?',
      'media_id',
      'later',
    ),
    episodeLike: map(
      'select episode_id, value from episode_likes where user_id = ?',
      'episode_id',
      'value',
    ),
    commentAction: map(
      'select comment_id, action from comment_actions where user_id = ?',
      'comment_id',
      'action',
    ),
    history: map(
      'select episode_id, position_sec from history where user_id = ? and episode_id is not null',
      'episode_id',
      'position_sec',
    ),
  };
}

/** The stored value a state write leaves behind, in readState's terms. */
const stored = {
  'media-like': (v) => (v === '1' ? 1 : null),
  'media-later': (v) => (v === '1' ? 1 : 0),
  'episode-like': (v) => (v === 'null' ? null : Number(v)),
  'comment-action': (v) => (v === '0' ? null : Number(v)),
  history: (v) => v,
};
const stateOf = {
  'media-like': 'mediaLike',
  'media-later': 'mediaLater',
  'episode-like': 'episodeLike',
  'comment-action': 'commentAction',
  history: 'history',
};

/**
 * Compares the server with the ledger. A write counts as intended when the page was told it was
 * done or queued (what api-client.ts treats as success); one the page saw fail must not land.
 */
export function compare(db, user, ledger) {
  const result = { lost: [], doubled: [], overtaken: [], phantom: [] };
  const count = (sql, text) => db.prepare(sql).get(user, text).n;
  for (const entry of ledger.filter((e) => e.append)) {
    const table =
      entry.kind === 'comment'
        ? 'select count(*) n from comments where user_id = ? and body = ?'
        : 'select count(*) n from reports where user_id = ? and report = ?';
    const n = count(table, entry.append);
    const intended = entry.outcome !== 'failed';
    if (intended && n === 0) result.lost.push(entry);
    if (n > 1) result.doubled.push({ ...entry, rows: n });
    if (!intended && n > 0) result.phantom.push(entry);
  }
  const state = readState(db, user);
  const last = new Map();
  for (const entry of ledger) {
    if (!(entry.kind in stateOf) || entry.outcome === 'failed') continue;
    last.set(`${entry.kind}:${entry.target}`, entry);
  }
  for (const entry of last.values()) {
    const want = stored[entry.kind](entry.value);
    const have = state[stateOf[entry.kind]].get(entry.target) ?? null;
    if (have !== want) result.overtaken.push({ ...entry, want, have });
  }
  return result;
}

/**
 * The counters these writes move beside the rows behind them; between two snapshots each counter
 * must move exactly as its rows did (the seed's counters include likes from users it never made).
 */
export function counters(db, targets) {
  const out = new Map();
  const read = (label, sql, ids) => {
    for (const row of db.prepare(sql.replace('IDS', ids.join(','))).all()) {
      out.set(`${label} #${row.id}`, { counter: row.counter, rows: row.rows });
    }
  };
  const episodeIds = targets.episodes.map((e) => e.id);
  const rowsOf = (table, key, where) =>
    `(select count(*) from ${table} r where r.${key} = t.id${where ? ` and r.${where}` : ''}) rows`;
  read(
    'media.like_count',
    `select t.id, t.like_count counter, ${rowsOf('media_statuses', 'media_id', 'liked = 1')}
     from media t where t.id in (IDS)`,
    targets.media,
  );
  read(
    'episodes.like_count',
    `select t.id, t.like_count counter, ${rowsOf('episode_likes', 'episode_id', 'value = 1')}
     from episodes t where t.id in (IDS)`,
    episodeIds,
  );
  read(
    'episodes.dislike_count',
    `select t.id, t.dislike_count counter, ${rowsOf('episode_likes', 'episode_id', 'value = 0')}
     from episodes t where t.id in (IDS)`,
    episodeIds,
  );
  read(
    'episodes.comment_count',
    `select t.id, t.comment_count counter, ${rowsOf('comments', 'episode_id')}
     from episodes t where t.id in (IDS)`,
    episodeIds,
  );
  read(
    'comments.likes',
    `select t.id, t.likes counter, ${rowsOf('comment_actions', 'comment_id', 'action = 1')}
     from comments t where t.id in (IDS)`,
    targets.comments,
  );
  read(
    'comments.dislikes',
    `select t.id, t.dislikes counter, ${rowsOf('comment_actions', 'comment_id', 'action = 2')}
     from comments t where t.id in (IDS)`,
    targets.comments,
  );
  return out;
}

export function counterDrift(before, after) {
  const drift = [];
  for (const [key, end] of after) {
    const start = before.get(key);
    const moved = end.counter - start.counter;
    const rows = end.rows - start.rows;
    if (moved !== rows) drift.push({ counter: key, moved, rows });
  }
  return drift;
}
