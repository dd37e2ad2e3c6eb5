// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { DehydratedState } from '@tanstack/react-query';
import {
  FIRST_VIEW_DATA_ID,
  firstViewDataTag,
  readFirstViewData,
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

describe('the first view data block', () => {
  it('cannot end its element or open a comment, whatever the text holds', () => {
    for (const text of ['</script><script>alert(1)</script>', '<!--', '</SCRIPT >', '<\u2028']) {
      const tag = firstViewDataTag(stateWith(text));
      const inner = tag.slice(tag.indexOf('>') + 1, tag.lastIndexOf('</script>'));
      expect(inner).not.toContain('<');
      document.body.innerHTML = tag;
      // Parsed as HTML it is still one element, and the data comes back as it went in.
      expect(document.querySelectorAll('script')).toHaveLength(1);
      const read = readFirstViewData(document);
      expect(read).toEqual(stateWith(text));
    }
  });

  it('is read once: the element leaves the page, and a second read finds nothing', () => {
    document.body.innerHTML = firstViewDataTag(stateWith('Мэдээ'));
    expect(readFirstViewData(document)).not.toBeNull();
    expect(document.getElementById(FIRST_VIEW_DATA_ID)).toBeNull();
    expect(readFirstViewData(document)).toBeNull();
  });

  it('answers null for a page without it or with a broken one', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readFirstViewData(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">{oops</script>`;
    expect(readFirstViewData(document)).toBeNull();
  });
});
