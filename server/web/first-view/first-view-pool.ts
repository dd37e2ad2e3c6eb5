import { Worker } from 'node:worker_threads';
import type { FirstView, Send } from './first-view';

/*
 * First views are rendered on threads of their own, never on the event loop that answers the API
 * (decision 038): a React render is 20 to 100 ms of CPU, and 32 guests asking for renders made an
 * API read wait 21.6 s (issue 27). Each thread loads the render bundle and lowers its own
 * scheduling priority, as the PIN hashing threads do (decision 034), so the kernel runs renders
 * in what the event loops leave. The render still asks this process's API for its data: each
 * request is posted to the main thread, which answers it in process (`send`) as a guest, so the
 * data path, the micro-cache and the answers are the ones the browser gets.
 */

/** Linux keeps a nice value per thread; elsewhere the renice fails quietly. */
export const RENDER_NICE = 19;

export const RENDER_POOL = {
  /** A process's renders share one core at most; the other cores answer requests. */
  threads: 1,
  /** Renders a thread runs at once: one draws while another waits for its data. */
  perThread: 2,
  /** Renders that may wait for a thread; past them, the shell. */
  queue: 8,
  /** A render still running after this is stuck: its thread is ended and started again. */
  hardLimitMs: 15_000,
};

export type RenderResult =
  | { kind: 'view'; view: FirstView }
  /** The renderer said the URL is not a page (not found, a redirect). */
  | { kind: 'not-a-page' }
  /** No thread took it in time, or the queue was full. */
  | { kind: 'busy' }
  | { kind: 'failed' };

export interface RenderPool {
  /**
   * Resolves once a thread has loaded the bundle (about half a second to a few seconds, once per
   * thread): that wait is not a render's, and a request should not get the shell for it.
   */
  ready(): Promise<boolean>;
  /** Renders `path` if a thread takes it before `startBy` (Date.now() time). */
  render(path: string, startBy: number): Promise<RenderResult>;
  /** Ends the threads; what they were rendering fails, what waited is busy. */
  close(): Promise<void>;
}

/** The thread's code, plain JavaScript: it runs from the esbuild bundle and under tsx alike. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, workerData.nice);
} catch {}
const renderer = import(workerData.bundle);
renderer.then(
  () => parentPort.postMessage({ type: 'ready' }),
  (error) => parentPort.postMessage({ type: 'ready', error: String(error?.stack ?? error) }),
);
const fetching = new Map();
let nextFetch = 0;
function send(url, init = {}) {
  return new Promise((resolve, reject) => {
    const id = nextFetch++;
    fetching.set(id, { resolve, reject });
    parentPort.postMessage({
      type: 'fetch',
      id,
      url: String(url),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers)),
      body: typeof init.body === 'string' ? init.body : undefined,
    });
  });
}
parentPort.on('message', (message) => {
  if (message.type === 'fetched') {
    const waiting = fetching.get(message.id);
    fetching.delete(message.id);
    if (!waiting) return;
    if (message.error !== undefined) return waiting.reject(new Error(message.error));
    const body = message.body && message.body.byteLength > 0 ? message.body : null;
    return waiting.resolve(new Response(body, { status: message.status, headers: message.headers }));
  }
  renderer
    .then((bundle) => bundle.renderFirstView(message.path, send))
    .then(
      (view) => parentPort.postMessage({ type: 'rendered', task: message.task, view: view ?? null }),
      (error) =>
        parentPort.postMessage({ type: 'rendered', task: message.task, error: String(error?.stack ?? error) }),
    );
});
`;

type FromWorker =
  | {
      type: 'fetch';
      id: number;
      url: string;
      method: string;
      headers: Record<string, string>;
      body?: string;
    }
  | { type: 'rendered'; task: number; view?: FirstView | null; error?: string }
  | { type: 'ready'; error?: string };

interface Task {
  id: number;
  path: string;
  startBy: number;
  resolve(result: RenderResult): void;
  timer?: NodeJS.Timeout;
}

interface Thread {
  worker: Worker;
  running: Map<number, Task>;
  /** Whether the thread has loaded the bundle; false if it could not. */
  ready: Promise<boolean>;
}

/** `bundle`: the render bundle's file URL; `send`: answers its API requests in this process. */
export function renderPool(bundle: string, send: Send, options = RENDER_POOL): RenderPool {
  const threads: (Thread | undefined)[] = [];
  const queue: Task[] = [];
  let nextTask = 0;
  let closed = false;

  const finish = (thread: Thread, id: number, result: RenderResult) => {
    const task = thread.running.get(id);
    if (!task) return;
    thread.running.delete(id);
    clearTimeout(task.timer);
    // An idle thread never keeps the process alive (tests, graceful shutdown).
    if (thread.running.size === 0) thread.worker.unref();
    task.resolve(result);
    dispatch();
  };

  /** The render's data request, answered by this process's API as for any guest. */
  const answer = async (worker: Worker, request: Extract<FromWorker, { type: 'fetch' }>) => {
    try {
      if (!request.url.startsWith('/api/')) throw new Error(`not an API call: ${request.url}`);
      const response = await send(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      const body = await response.arrayBuffer();
      const headers = [...response.headers];
      worker.postMessage(
        { type: 'fetched', id: request.id, status: response.status, headers, body },
        [body],
      );
    } catch (error) {
      worker.postMessage({ type: 'fetched', id: request.id, error: String(error) });
    }
  };

  const start = (index: number): Thread => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { bundle, nice: RENDER_NICE },
    });
    worker.unref();
    let loaded = (_ok: boolean) => {};
    const ready = new Promise<boolean>((resolve) => (loaded = resolve));
    const thread: Thread = { worker, running: new Map(), ready };
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'fetch') return void answer(worker, message);
      if (message.type === 'ready') {
        if (message.error !== undefined) {
          console.error('first views: the render bundle did not load');
          console.error(message.error);
        }
        return loaded(message.error === undefined);
      }
      if (message.error !== undefined) {
        console.error(`first views: ${thread.running.get(message.task)?.path} did not render`);
        console.error(message.error);
      }
      const result: RenderResult =
        message.error !== undefined
          ? { kind: 'failed' }
          : message.view
            ? { kind: 'view', view: message.view }
            : { kind: 'not-a-page' };
      finish(thread, message.task, result);
    });
    const lost = (reason: string) => {
      if (threads[index] !== thread) return;
      threads[index] = undefined;
      loaded(false);
      if (!closed) console.error(`first views: a render thread ended (${reason})`);
      for (const id of [...thread.running.keys()]) finish(thread, id, { kind: 'failed' });
    };
    worker.on('error', (error) => lost(String(error)));
    worker.on('exit', (code) => lost(`exit code ${code}`));
    return thread;
  };

  /** The thread with the fewest renders and room for one more, started on first use. */
  const freeThread = (): Thread | undefined => {
    let best: Thread | undefined;
    for (let i = 0; i < options.threads; i++) {
      const thread = (threads[i] ??= start(i));
      if (thread.running.size >= options.perThread) continue;
      if (!best || thread.running.size < best.running.size) best = thread;
    }
    return best;
  };

  const dispatch = () => {
    while (!closed && queue.length > 0) {
      const thread = freeThread();
      if (!thread) return;
      const task = queue.shift()!;
      // Its request has had the shell already: the thread is better spent on one still waiting.
      if (Date.now() > task.startBy) {
        task.resolve({ kind: 'busy' });
        continue;
      }
      thread.running.set(task.id, task);
      thread.worker.ref();
      task.timer = setTimeout(() => {
        console.error(`first views: ${task.path} still rendering after ${options.hardLimitMs} ms`);
        void thread.worker.terminate();
      }, options.hardLimitMs);
      thread.worker.postMessage({ type: 'render', task: task.id, path: task.path });
    }
  };

  return {
    ready() {
      if (closed) return Promise.resolve(false);
      return (threads[0] ??= start(0)).ready;
    },
    render(path, startBy) {
      if (closed || queue.length >= options.queue) return Promise.resolve({ kind: 'busy' });
      return new Promise((resolve) => {
        queue.push({ id: nextTask++, path, startBy, resolve });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.resolve({ kind: 'busy' });
      await Promise.all(threads.map((thread) => thread?.worker.terminate()));
    },
  };
}
