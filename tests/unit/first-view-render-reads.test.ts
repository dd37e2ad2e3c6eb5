import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { HandedRead } from '@contract/handed-reads';
import { readsBehind, recordReads } from '@/first-view/render-reads';
import { publicReadWatcher, watchPublicReads } from '@/lib/public-reads';

/*
 * Decision 044: a first view hands over the API answers its page was drawn from, found by the
 * objects its query cache holds, so two renders at once on one thread never mix their reads.
 */

const read = (url: string, data: unknown): HandedRead => ({
  url,
  method: 'GET',
  json: { status: true, data },
});

/** What the API client does with each answer while a render records them. */
const answered = (r: HandedRead) => publicReadWatcher()!.seen(r);

afterEach(() => watchPublicReads(null));

describe('the reads behind a render', () => {
  it('are the answers its queries hold, pages of a list included, and no other render’s', () => {
    recordReads();
    const faq = read('/api/footer/get-faq', [{ title: 'Асуулт' }]);
    const page1 = read('/api/m/podcasts?page=1', { data: [], current_page: 1 });
    const logo = read('/api/m/web/logo/header', { url: '/art/logo.svg' });
    const elsewhere = read('/api/m/content/48', { title: 'Нөхцөл' });
    for (const r of [faq, page1, logo, elsewhere]) answered(r);

    const mine = new QueryClient();
    mine.setQueryData(['faq'], (faq.json as { data: unknown }).data);
    mine.setQueryData(['podcasts'], {
      pages: [(page1.json as { data: unknown }).data],
      pageParams: [1],
    });
    // The envelope itself, as apiCall callers keep it.
    mine.setQueryData(['logo'], logo.json);
    // Reshaped by its query function: not the answer, so not handed over.
    mine.setQueryData(['reshaped'], { ...(elsewhere.json as { data: object }).data });
    const other = new QueryClient();
    other.setQueryData(['content'], (elsewhere.json as { data: unknown }).data);

    expect(readsBehind(mine)).toEqual([faq, page1, logo]);
    expect(readsBehind(other)).toEqual([elsewhere]);
  });
});
