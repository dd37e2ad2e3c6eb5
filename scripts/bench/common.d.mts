// Types of common.mjs, for benchmarks written in TypeScript (bench-upload.ts).
export function flag(name: string, fallback: string): string;
export function prng(seed: number): {
  next(): number;
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
};
export function median(values: readonly number[]): number;
export function spread(values: readonly number[]): {
  median: number | string;
  min: number | string;
  max: number | string;
};
export function machine(): string;
export const sleep: (ms: number) => Promise<void>;
export function firstVisitPages(baseUrl: string): Promise<string[]>;
export const PHONE: { width: number; height: number };
