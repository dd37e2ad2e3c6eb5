export type ProxyMode = 'pass' | 'down' | 'drop-reply' | 'fail500' | 'stall';

export interface FlakyProxy {
  url: string;
  readonly mode: ProxyMode;
  /** `pattern` limits the mode to matching URLs; everything else passes. */
  setMode(mode: ProxyMode, pattern?: RegExp): void;
  /** Requests that reached the server, as `METHOD /path?query`, for counting. */
  forwarded: string[];
  counts: { forwarded: number; cut: number; dropped: number; failed: number; repeats: number };
  close(): Promise<void>;
}

export declare function startFlakyProxy(target: string): Promise<FlakyProxy>;
