export declare const ENTRY_BUDGET_BYTES: number;
export declare const DETAIL_BUDGET_BYTES: number;
export interface BundleReport {
  entryGzip: number;
  entryFiles: string[];
  routeRows: { route: string; files: number; gzip: number }[];
  dashLeaks: string[];
  localeProbes: string[];
}
export declare function bundleReport(): BundleReport;
