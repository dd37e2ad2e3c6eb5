export declare const SLOW_LINK: {
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
};

export interface MediaEventRecord {
  type: 'waiting' | 'playing' | 'pause' | 'seeking' | 'seeked' | 'ended' | 'emptied';
  /** The video's currentTime then. */
  time: number;
  /** The picture's height then (videoHeight). */
  height: number;
  seeking: boolean;
  /** performance.now() of the page. */
  at: number;
}

export interface LinkLog {
  events: MediaEventRecord[];
  errorShown: boolean;
}

export declare function LINK_RECORDER(): void;
export declare function mediaEvents(log: LinkLog | undefined): MediaEventRecord[];
export declare function stallsOf(log: LinkLog | undefined): number[];
