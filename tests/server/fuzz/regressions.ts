import type { EndpointName } from '../../../contract/paths';
import type { FuzzBody, FuzzRequest } from './request';
import type { ActorKind, World } from './world';

/** A request the fuzzer once found breaking the contract, kept as it was found. */
export interface Regression {
  name: EndpointName;
  /** What the server did wrong, and what it does now. */
  title: string;
  actor: ActorKind;
  request: (w: World) => FuzzRequest;
  /** The HTTP status the server answers now. */
  status: number;
  /** Sent to a production-configured app. */
  production?: boolean;
}

interface Parts {
  params?: Record<string, string>;
  rawParams?: Record<string, string>;
  query?: [string, string][];
  body?: FuzzBody;
  headers?: Record<string, string>;
}

const request = (name: EndpointName, parts: Parts): FuzzRequest => ({
  name,
  params: parts.params ?? {},
  rawParams: parts.rawParams ?? {},
  query: parts.query ?? [],
  body: parts.body ?? { kind: 'none' },
  headers: parts.headers ?? {},
  label: 'regression',
});

export const regressions: Regression[] = [
  {
    name: 'qpayCallback',
    title:
      'a qpay_payment_id over the contract’s 128 characters was ignored and the payment check ran (200); now 400',
    actor: 'guest',
    status: 400,
    request: (w) =>
      request('qpayCallback', {
        params: { bill: w.extras.bills.a[0] ?? 'missing-bill' },
        query: [['qpay_payment_id', 'a'.repeat(300)]],
      }),
  },
  {
    name: 'contentPage',
    title:
      'a broken percent escape in a path param answered 500 in production (the catalogue cache decoded it); now 400 as in development',
    actor: 'guest',
    status: 400,
    production: true,
    request: () => request('contentPage', { rawParams: { id: '%E0%A4' } }),
  },
];
