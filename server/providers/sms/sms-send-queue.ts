import type { SmsMessage, SmsProvider } from './sms-provider';

/** Messages handed to the provider at once; more wait their turn, in order. */
const IN_FLIGHT = 4;

export interface SmsSendQueue {
  /**
   * Takes the message and returns at once: nothing of the provider runs on the request path, so
   * answering costs the same whether a text goes out or not (decision 037). `onFailed` runs when
   * the provider refuses or fails the message.
   */
  enqueue(message: SmsMessage, onFailed: () => Promise<void>): void;
  /** Resolves once every message taken so far was delivered or given up. */
  settled(): Promise<void>;
}

interface Job {
  message: SmsMessage;
  onFailed: () => Promise<void>;
}

/** Keeps the first and last two digits, enough to tell sends apart in a log. */
const masked = (phone: string) => `${phone.slice(0, 2)}••••${phone.slice(-2)}`;

/**
 * An in-process queue in front of the SMS provider. In memory on purpose: the code travels only
 * here and in the text, never in the database in clear; a process that dies with texts waiting
 * loses them, and the person asks for another code.
 */
export function smsSendQueue(
  provider: SmsProvider,
  logError: (line: string, error: unknown) => void = (line, error) => console.error(line, error),
): SmsSendQueue {
  const waiting: Job[] = [];
  const running = new Set<Promise<void>>();

  async function run(job: Job) {
    try {
      await provider.send(job.message);
    } catch (error) {
      logError(`SMS to ${masked(job.message.phone)} failed`, error);
      await job.onFailed().catch((cleanup: unknown) => {
        logError(`SMS to ${masked(job.message.phone)}: its code could not be withdrawn`, cleanup);
      });
    }
  }

  function pump() {
    while (running.size < IN_FLIGHT && waiting.length > 0) {
      const task = run(waiting.shift() as Job).finally(() => {
        running.delete(task);
        pump();
      });
      running.add(task);
    }
  }

  return {
    enqueue(message, onFailed) {
      waiting.push({ message, onFailed });
      // The next turn of the event loop, so not even the provider's first synchronous step runs
      // before the answer is on its way.
      setImmediate(pump);
    },
    async settled() {
      while (waiting.length > 0 || running.size > 0) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        await Promise.allSettled([...running]);
      }
    },
  };
}
