export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}
export declare function startServer(env?: Record<string, string>): Promise<RunningServer>;
