// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { DehydratedState } from '@tanstack/react-query';
import type { HandedRead } from '@contract/handed-reads';
import {
  FIRST_VIEW_DATA_ID,
  FIRST_VIEW_READS_ID,
  firstViewDataTag,
  readFirstViewData,
  readFirstViewReads,
} from '@/first-view/first-view-data';

/** A query whose data is server text a hostile editor may have written. */
const stateWith = (text: string): DehydratedState => ({
  mutations: [],
  queries: [
    {
      queryKey: ['faq'],
      queryHash: '["faq"]',
      dehydratedAt: 1,
      state: {
        data: [{ title: text, body: `<p>${text}</p>` }],
        dataUpdateCount: 1,
        dataUpdatedAt: 1,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      },
    },
  ],
});

/** The same text as the API answered it, for the worker (decision 044). */
const readsWith = (text: string): HandedRead[] => [
  { url: '/api/footer/get-faq', method: 'GET', json: { status: true, data: [{ title: text }] } },
];

const BLOCK = /<script type="application\/json" id="[\w-]+">([^]*?)<\/script>/g;

describe('the first view data blocks', () => {
  it('cannot end their elements or open a comment, whatever the text holds', () => {
    for (const text of ['</script><script>alert(1)</script>', '<!--', '</SCRIPT >', '<\u2028']) {
      const tag = firstViewDataTag(stateWith(text), readsWith(text));
      const inners = [...tag.matchAll(BLOCK)].map((m) => m[1]!);
      expect(inners).toHaveLength(2);
      for (const inner of inners) expect(inner).not.toContain('<');
      document.body.innerHTML = tag;
      // Parsed as HTML they are still two elements, and the data comes back as it went in.
      expect(document.querySelectorAll('script')).toHaveLength(2);
      expect(readFirstViewData(document)).toEqual(stateWith(text));
      expect(JSON.parse(readFirstViewReads(document)!)).toEqual(readsWith(text));
    }
  });

  it('are read once: the elements leave the page, and a second read finds nothing', () => {
    document.body.innerHTML = firstViewDataTag(stateWith('Мэдээ'), readsWith('Мэдээ'));
    expect(readFirstViewData(document)).not.toBeNull();
    expect(readFirstViewReads(document)).not.toBeNull();
    expect(document.getElementById(FIRST_VIEW_DATA_ID)).toBeNull();
    expect(document.getElementById(FIRST_VIEW_READS_ID)).toBeNull();
    expect(readFirstViewData(document)).toBeNull();
    expect(readFirstViewReads(document)).toBeNull();
  });

  it('answers null for a page without it or with a broken one', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readFirstViewData(document)).toBeNull();
    expect(readFirstViewReads(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">{oops</script>`;
    expect(readFirstViewData(document)).toBeNull();
  });
});
