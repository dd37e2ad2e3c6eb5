export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** The server process (the cluster primary when WORKERS > 1). */
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Sends a signal (SIGTERM, SIGINT) to the server process. */
  signal(name: NodeJS.Signals): void;
  /** Settles when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}
export declare function freePort(): Promise<number>;
export declare function freeUdpPort(): Promise<number>;
export declare function startServer(env?: Record<string, string>): Promise<RunningServer>;
export declare function runServerToExit(
  env?: Record<string, string>,
  timeoutMs?: number,
): Promise<{ code: number | null; stdout: string; stderr: string }>;
