import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * jsdom has no IntersectionObserver. This one records what is observed; `intersectAll()` plays
 * the sentinel scrolling into view for every live observer, as the browser would.
 */
export class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  static created = 0;
  private targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.created += 1;
    FakeIntersectionObserver.live.add(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    FakeIntersectionObserver.live.delete(this);
  }
  takeRecords() {
    return [];
  }
  static intersectAll() {
    for (const observer of [...FakeIntersectionObserver.live]) {
      observer.callback(
        observer.targets.map(
          (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
        ),
        observer as unknown as IntersectionObserver,
      );
    }
  }
  /** Only the observers watching `element` (or a box around it) see it come into view. */
  static intersect(element: Element) {
    for (const observer of [...FakeIntersectionObserver.live]) {
      const hits = observer.targets.filter((target) => target.contains(element));
      if (hits.length === 0) continue;
      observer.callback(
        hits.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
        observer as unknown as IntersectionObserver,
      );
    }
  }
  /**
   * Brings what `target` finds into view (without one, whatever is observed) once an observer
   * watches it. Components observe in an effect that React may run a moment after the commit that
   * drew them; an intersection before then would be lost, where a browser reports it on observe.
   * `target` is asked again each time, as a re-render may replace the element.
   */
  static async bringIntoView(target?: () => Element) {
    const watched = (element: Element) =>
      [...FakeIntersectionObserver.live].some((observer) =>
        observer.targets.some((box) => box.isConnected && box.contains(element)),
      );
    await waitFor(() =>
      expect(target ? watched(target()) : FakeIntersectionObserver.live.size > 0).toBe(true),
    );
    act(() =>
      target
        ? FakeIntersectionObserver.intersect(target())
        : FakeIntersectionObserver.intersectAll(),
    );
  }
  static reset() {
    FakeIntersectionObserver.live.clear();
    FakeIntersectionObserver.created = 0;
  }
}
