import { describe, expect, it } from 'vitest';
import {
  DETAIL_BUDGET_BYTES,
  ENTRY_BUDGET_BYTES,
  bundleReport,
} from '../../scripts/bundle-report.mjs';

// Runs in the e2e project because it needs the production build that project makes.
describe('bundle budget', () => {
  // Read once: each report gzips the entry's chunks and reads every chunk of the build.
  const report = bundleReport();

  it('keeps the JavaScript / loads before first paint under its budget (gzip), without dash.js', () => {
    expect(report.entryFiles.length).toBeGreaterThan(0);
    expect(report.dashLeaks).toEqual([]);
    expect(report.entryGzip).toBeLessThan(ENTRY_BUDGET_BYTES);
  });

  it("keeps a series page's own chunks under 66 KB gzip: its dialogs load when they open", () => {
    const row = report.routeRows.find((r) => r.route === 'series.detail.$id');
    expect(row?.gzip).toBeGreaterThan(0);
    expect(row?.gzip).toBeLessThan(DETAIL_BUDGET_BYTES);
  });

  it("opens every chunk a page runs as it starts with V8's compile hint", () => {
    expect(report.unhintedStartFiles).toEqual([]);
  });

  it("runs React DOM's module body in a chunk of its own, before the entry", () => {
    // Only the require call: React DOM itself is in the framework chunk.
    expect(report.reactDomStart?.importedByEntry).toBe(true);
    expect(report.reactDomStart?.bytes).toBeLessThan(300);
  });

  it('keeps every studio module out of every file the viewer can load (decision 055)', () => {
    expect(report.studioModulesInViewer).toEqual([]);
  });

  it("has no module that asks Intl about the browser's language as it loads", () => {
    expect(report.localeProbes).toEqual([]);
  });
});
