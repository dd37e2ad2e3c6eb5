export declare const ENTRY_BUDGET_BYTES: number;
export declare const DETAIL_BUDGET_BYTES: number;
export interface BundleReport {
  /** `file: module` for each studio module in a file the viewer's page can load (decision 055). */
  studioModulesInViewer: string[];
  entryGzip: number;
  entryFiles: string[];
  routeRows: { route: string; files: number; gzip: number }[];
  dashLeaks: string[];
  localeProbes: string[];
  /** Chunks every page runs as it starts that do not open with V8's compile hint. */
  unhintedStartFiles: string[];
  reactDomStart: { file: string; bytes: number; importedByEntry: boolean } | null;
}
export declare function bundleReport(): BundleReport;
