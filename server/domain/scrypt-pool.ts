import { availableParallelism } from 'node:os';
import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/*
 * PIN hashing on threads of our own, at a lower scheduling priority than the event loop
 * (decision 034, amending 011). A login's scrypt is ~45 ms of CPU; on libuv's pool it competed
 * with every process's event loop as an equal, so 25 logins a second on 2 cores held other
 * requests back. Here the kernel runs the hashing only when the event loops leave a core idle:
 * a login waits a little longer under load instead of every other request.
 *
 * Linux keeps a nice value per thread, so each worker renices only itself (its thread id read
 * from /proc/thread-self). Elsewhere the renice fails quietly and the threads run at normal
 * priority, as the libuv pool did.
 */
export const HASHING_NICE = 19;

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, ${HASHING_NICE});
} catch {}
parentPort.on('message', ({ id, secret, salt, keyLength, params }) => {
  try {
    parentPort.postMessage({ id, key: scryptSync(secret, salt, keyLength, params) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

interface Pending {
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

const SIZE = Math.max(1, Math.min(4, availableParallelism()));
const slots: (Slot | undefined)[] = [];
let nextId = 0;

function startSlot(index: number): Slot {
  const worker = new Worker(WORKER_SOURCE, { eval: true });
  // Idle hashing threads never keep a process alive (tests, graceful shutdown).
  worker.unref();
  const slot: Slot = { worker, pending: new Map() };
  worker.on('message', (message: { id: number; key?: Uint8Array; error?: string }) => {
    const waiting = slot.pending.get(message.id);
    if (!waiting) return;
    slot.pending.delete(message.id);
    if (slot.pending.size === 0) worker.unref();
    if (message.key) waiting.resolve(Buffer.from(message.key));
    else waiting.reject(new Error(message.error ?? 'scrypt failed'));
  });
  const fail = (error: Error) => {
    if (slots[index] === slot) slots[index] = undefined;
    for (const waiting of slot.pending.values()) waiting.reject(error);
    slot.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`scrypt worker exited with ${code}`)));
  return slot;
}

/** The least busy thread, started on first use. */
function pickSlot(): Slot {
  let best: Slot | undefined;
  for (let i = 0; i < SIZE; i++) {
    const slot = (slots[i] ??= startSlot(i));
    if (slot.pending.size === 0) return slot;
    if (!best || slot.pending.size < best.pending.size) best = slot;
  }
  return best!;
}

/** crypto.scrypt on a low-priority thread. */
export function scryptLowPriority(
  secret: string,
  salt: Buffer,
  keyLength: number,
  params: ScryptOptions,
): Promise<Buffer> {
  const slot = pickSlot();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    slot.pending.set(id, { resolve, reject });
    slot.worker.ref();
    slot.worker.postMessage({ id, secret, salt, keyLength, params });
  });
}
