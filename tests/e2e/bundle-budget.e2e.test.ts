import { describe, expect, it } from 'vitest';
import { ENTRY_BUDGET_BYTES, bundleReport } from '../../scripts/bundle-report.mjs';

// Runs in the e2e project because it needs the production build that project makes.
describe('bundle budget', () => {
  it('keeps the JavaScript / loads before first paint under 146 KB gzip, without dash.js', () => {
    const report = bundleReport();
    expect(report.entryFiles.length).toBeGreaterThan(0);
    expect(report.dashLeaks).toEqual([]);
    expect(report.entryGzip).toBeLessThan(ENTRY_BUDGET_BYTES);
  });
});
