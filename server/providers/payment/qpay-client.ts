import type { Clock } from '../../clock';
import { systemClock } from '../../clock';

/*
 * A QPay v2 merchant API client (docs/reference-notes.md "QPay v2"): Basic auth for a token, the refresh
 * token before it runs out, then Bearer calls for invoices and payment checks. It speaks to
 * merchant.qpay.mn, merchant-sandbox.qpay.mn or our own sandbox (server/routes/qpay-sandbox.ts)
 * alike; only `baseUrl` and `fetch` differ.
 */

export interface QPayClientOptions {
  /** e.g. https://merchant.qpay.mn (no trailing /v2). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  invoiceCode: string;
  /** Injected for the in-process sandbox and for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  clock?: Clock;
  timeoutMs?: number;
}

export interface QPayTokenResponse {
  token_type?: string;
  access_token: string;
  refresh_token?: string;
  /** QPay sends an absolute Unix time in seconds; some gateways send a duration. Both work. */
  expires_in?: number;
  refresh_expires_in?: number;
}

export interface QPayInvoiceRequest {
  sender_invoice_no: string;
  invoice_receiver_code: string;
  invoice_description: string;
  amount: number;
  callback_url: string;
}

export interface QPayDeepLink {
  name?: unknown;
  description?: unknown;
  logo?: unknown;
  link?: unknown;
}

export interface QPayInvoiceResponse {
  invoice_id: string;
  qr_text: string;
  qr_image: string;
  qPay_shortUrl?: string;
  urls?: QPayDeepLink[];
}

export interface QPayInvoiceDetail {
  invoice_id: string;
  invoice_status: string;
  sender_invoice_no?: string;
  total_amount?: number | string;
  [key: string]: unknown;
}

export interface QPayPaymentRow {
  payment_id: string;
  payment_status: string;
  /** QPay sends amounts as decimal strings ("9900.00"). */
  payment_amount: number | string;
  payment_date?: string;
  payment_currency?: string;
  payment_wallet?: string;
  transaction_type?: string;
}

export interface QPayCheckResponse {
  count: number;
  paid_amount?: number | string;
  rows: QPayPaymentRow[];
}

/** status null: no HTTP answer at all (network, timeout). */
export class QPayError extends Error {
  constructor(
    readonly status: number | null,
    readonly code: string,
    readonly providerMessage: string | null = null,
  ) {
    super(`QPay ${status ?? 'network'} ${code}${providerMessage ? `: ${providerMessage}` : ''}`);
    this.name = 'QPayError';
  }
}

interface HeldToken {
  value: string;
  expiresAt: number;
}

/** Refresh this long before QPay's stated expiry, so a token never dies mid-request. */
const EXPIRY_MARGIN_MS = 60_000;
/** A token response without an expiry is used for this long. */
const DEFAULT_TTL_MS = 5 * 60_000;
const DEFAULT_TIMEOUT_MS = 15_000;

/** Absolute epoch seconds (QPay), epoch milliseconds, or a duration in seconds. */
export function tokenExpiry(value: unknown, now: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    return now + DEFAULT_TTL_MS;
  }
  if (value > 1e12) return value;
  if (value > 1e9) return value * 1000;
  return now + value * 1000;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class QPayClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly clock: Clock;
  private readonly timeoutMs: number;
  private access: HeldToken | null = null;
  private refresh: HeldToken | null = null;
  private pending: Promise<string> | null = null;
  /** Token calls made, by kind: lets tests see reuse and refresh. */
  readonly tokenCalls = { token: 0, refresh: 0 };

  constructor(private readonly options: QPayClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.clock = options.clock ?? systemClock;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  get invoiceCode(): string {
    return this.options.invoiceCode;
  }

  /** A valid access token: the cached one, a refreshed one, or a new one; one request at a time. */
  async accessToken(): Promise<string> {
    const now = this.clock.now();
    if (this.access && this.access.expiresAt - EXPIRY_MARGIN_MS > now) return this.access.value;
    this.pending ??= this.renew().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Forget the tokens, e.g. after QPay rejected one. */
  resetTokens(): void {
    this.access = null;
    this.refresh = null;
  }

  private async renew(): Promise<string> {
    const now = this.clock.now();
    if (this.refresh && this.refresh.expiresAt - EXPIRY_MARGIN_MS > now) {
      try {
        this.tokenCalls.refresh += 1;
        return this.keep(
          await this.send<QPayTokenResponse>('POST', '/v2/auth/refresh', {
            authorization: `Bearer ${this.refresh.value}`,
          }),
        );
      } catch {
        // A refused refresh falls back to a fresh login below.
        this.refresh = null;
      }
    }
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString(
      'base64',
    );
    this.tokenCalls.token += 1;
    return this.keep(
      await this.send<QPayTokenResponse>('POST', '/v2/auth/token', {
        authorization: `Basic ${basic}`,
      }),
    );
  }

  private keep(response: QPayTokenResponse): string {
    if (
      !isRecord(response) ||
      typeof response.access_token !== 'string' ||
      !response.access_token
    ) {
      throw new QPayError(502, 'BAD_TOKEN_RESPONSE');
    }
    const now = this.clock.now();
    this.access = {
      value: response.access_token,
      expiresAt: tokenExpiry(response.expires_in, now),
    };
    this.refresh =
      typeof response.refresh_token === 'string' && response.refresh_token
        ? {
            value: response.refresh_token,
            expiresAt: tokenExpiry(response.refresh_expires_in, now),
          }
        : null;
    return response.access_token;
  }

  /** A Bearer call; a 401 (token revoked or expired early) gets one retry with a new token. */
  private async authorized<T>(method: string, path: string, body?: unknown): Promise<T> {
    const token = await this.accessToken();
    try {
      return await this.send<T>(method, path, { authorization: `Bearer ${token}` }, body);
    } catch (error) {
      if (!(error instanceof QPayError) || error.status !== 401) throw error;
      if (this.access?.value === token) this.access = null;
      const fresh = await this.accessToken();
      return this.send<T>(method, path, { authorization: `Bearer ${fresh}` }, body);
    }
  }

  private async send<T>(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<T> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new QPayError(null, error instanceof Error ? error.name : 'NETWORK');
    }
    const text = await response.text().catch(() => '');
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: judged by the status below.
    }
    if (!response.ok) {
      const error = isRecord(json) && typeof json.error === 'string' ? json.error : 'HTTP_ERROR';
      const message =
        isRecord(json) && typeof json.message === 'string' && json.message.trim()
          ? json.message.trim()
          : null;
      throw new QPayError(response.status, error, message);
    }
    if (json === undefined && method !== 'DELETE') throw new QPayError(502, 'BAD_RESPONSE');
    return json as T;
  }

  /** POST /v2/invoice: a simple invoice with our invoice code. */
  async createInvoice(request: QPayInvoiceRequest): Promise<QPayInvoiceResponse> {
    const response = await this.authorized<QPayInvoiceResponse>('POST', '/v2/invoice', {
      invoice_code: this.options.invoiceCode,
      ...request,
    });
    if (
      !isRecord(response) ||
      typeof response.invoice_id !== 'string' ||
      typeof response.qr_text !== 'string' ||
      typeof response.qr_image !== 'string'
    ) {
      throw new QPayError(502, 'BAD_INVOICE_RESPONSE');
    }
    return response;
  }

  getInvoice(invoiceId: string): Promise<QPayInvoiceDetail> {
    return this.authorized('GET', `/v2/invoice/${encodeURIComponent(invoiceId)}`);
  }

  async cancelInvoice(invoiceId: string): Promise<void> {
    await this.authorized('DELETE', `/v2/invoice/${encodeURIComponent(invoiceId)}`);
  }

  /**
   * DELETE /v2/payment/refund/{payment_id}: QPay sends the money back to the payer's account.
   * The answer's body is not relied on: a 2xx is the refund, anything else a QPayError.
   */
  async refundPayment(paymentId: string, request: { note: string; callback_url?: string }) {
    await this.authorized('DELETE', `/v2/payment/refund/${encodeURIComponent(paymentId)}`, request);
  }

  /** POST /v2/payment/check for one invoice: the first 100 payments are plenty for one order. */
  async checkPayment(invoiceId: string): Promise<QPayCheckResponse> {
    const response = await this.authorized<QPayCheckResponse>('POST', '/v2/payment/check', {
      object_type: 'INVOICE',
      object_id: invoiceId,
      offset: { page_number: 1, page_limit: 100 },
    });
    if (!isRecord(response) || !Array.isArray(response.rows)) {
      throw new QPayError(502, 'BAD_CHECK_RESPONSE');
    }
    return response;
  }
}
