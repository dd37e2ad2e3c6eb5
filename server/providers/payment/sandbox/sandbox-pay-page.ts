import type { Context, Hono } from 'hono';
import { html } from 'hono/html';
import { schemas } from '../../../../contract/endpoints';
import { extra } from '../../../../contract/messages';
import { sendCallback } from './sandbox-callbacks';
import { SANDBOX_WALLET } from './sandbox-banks';
import type { SandboxInvoice, SandboxStore } from './sandbox-store';

/*
 * The tester's "bank app": GET /qpay-sandbox/pay/{ref} shows an invoice with a pay button, and
 * POST pays it (a form from the page, or JSON from an e2e test), then notifies the invoice's
 * callback_url as QPay does. `ref` is the sandbox invoice id or our bill (sender_invoice_no).
 */

const REF = /^[A-Za-z0-9_-]{1,64}$/;
const tugrik = new Intl.NumberFormat('mn-MN');

const statusText: Record<SandboxInvoice['status'], string> = {
  OPEN: 'Төлөгдөөгүй',
  PAID: 'Төлөгдсөн',
  CANCELLED: 'Цуцлагдсан',
};

function page(title: string, body: unknown) {
  return html`<!doctype html>
    <html lang="mn">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          body {
            font:
              16px/1.5 system-ui,
              sans-serif;
            background: #10131a;
            color: #f2f4f8;
            margin: 0;
          }
          main {
            max-width: 420px;
            margin: 0 auto;
            padding: 24px 16px;
          }
          h1 {
            font-size: 1.25rem;
            margin: 0 0 4px;
          }
          .note {
            color: #aab2c0;
            font-size: 0.875rem;
          }
          .amount {
            font-size: 2rem;
            font-weight: 700;
            margin: 12px 0;
          }
          .status {
            display: inline-block;
            padding: 2px 10px;
            border-radius: 999px;
            background: #2a3142;
          }
          .status[data-status='PAID'] {
            background: #1f6f43;
          }
          .status[data-status='CANCELLED'] {
            background: #7a2a2a;
          }
          img {
            display: block;
            width: 220px;
            height: 220px;
            margin: 16px 0;
            background: #fff;
          }
          form {
            margin: 12px 0;
          }
          button {
            font: inherit;
            width: 100%;
            padding: 12px;
            border: 0;
            border-radius: 8px;
            cursor: pointer;
          }
          button.pay {
            background: #2f7cf6;
            color: #fff;
          }
          button.short {
            background: #2a3142;
            color: #f2f4f8;
          }
          button:focus-visible {
            outline: 3px solid #ffd166;
            outline-offset: 2px;
          }
          ul {
            padding-left: 18px;
          }
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

async function invoicePage(store: SandboxStore, invoice: SandboxInvoice, payPath: string) {
  const payments = await store.payments(invoice.invoice_id);
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  const due = Math.max(invoice.amount - paid, 0);
  const forms =
    invoice.status === 'OPEN'
      ? html`<form method="post" action="${payPath}">
            <input type="hidden" name="amount" value="${due}" />
            <button class="pay" type="submit">Төлөх ${tugrik.format(due)}₮</button>
          </form>
          ${
            due > 1
              ? html`<form method="post" action="${payPath}">
                  <input type="hidden" name="amount" value="${due - 1}" />
                  <button class="short" type="submit">
                    Буруу дүнгээр төлөх ${tugrik.format(due - 1)}₮
                  </button>
                </form>`
              : ''
          }`
      : '';
  return page(
    `QPay sandbox: ${invoice.description}`,
    html`<h1>QPay sandbox банк</h1>
      <p class="note">Туршилтын төлбөр: жинхэнэ мөнгө шилжихгүй.</p>
      <p>${invoice.description}</p>
      <p class="amount">${tugrik.format(invoice.amount)}₮</p>
      <p>
        <span class="status" data-status="${invoice.status}" role="status"
          >${statusText[invoice.status]}</span
        >
      </p>
      <img src="data:image/png;base64,${invoice.qr_image}" alt="QR код" width="220" height="220" />
      ${forms}
      ${
        payments.length
          ? html`<h2>Гүйлгээ</h2>
              <ul>
                ${payments.map((p) => html`<li>${tugrik.format(p.amount)}₮, ${p.paid_at}</li>`)}
              </ul>`
          : ''
      }
      <p class="note">Нэхэмжлэх: ${invoice.invoice_id}</p>`,
  );
}

/** JSON or form body: `{ amount?, callback? }`; undefined when malformed. */
async function payBody(c: Context) {
  const type = c.req.header('content-type') ?? '';
  let raw: unknown = {};
  try {
    if (type.includes('application/json')) raw = await c.req.json();
    else if (type.includes('form')) raw = { ...(await c.req.parseBody()) };
  } catch {
    return undefined;
  }
  const parsed = schemas.qpaySandboxPay.body.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

export interface SandboxPayPageOptions {
  store: SandboxStore;
  /** Whose loopback answers callbacks in-process (the app's database handle). */
  owner: object;
  /** Path of the pay page for an invoice id, as the browser sees it. */
  payPath(invoiceId: string): string;
}

export function sandboxPayPage(app: Hono, options: SandboxPayPageOptions): void {
  const { store } = options;

  app.get('/pay/:ref', async (c) => {
    const ref = c.req.param('ref');
    const invoice = REF.test(ref) ? await store.findInvoice(ref) : undefined;
    if (!invoice) return c.html(page('QPay sandbox', html`<h1>${extra.notFound}</h1>`), 404);
    return c.html(await invoicePage(store, invoice, options.payPath(invoice.invoice_id)));
  });

  app.post('/pay/:ref', async (c) => {
    const fromForm = (c.req.header('content-type') ?? '').includes('form');
    const ref = c.req.param('ref');
    const body = await payBody(c);
    if (!REF.test(ref) || body === undefined) {
      return c.json({ status: false, msg: extra.badRequest }, 400);
    }
    const invoice = await store.findInvoice(ref);
    if (!invoice) return c.json({ status: false, msg: extra.notFound }, 404);

    const before = await store.payments(invoice.invoice_id);
    const due = Math.max(invoice.amount - before.reduce((sum, p) => sum + p.amount, 0), 1);
    const result = await store.pay(invoice.invoice_id, body.amount ?? due, SANDBOX_WALLET);

    let callbackStatus: number | null = null;
    if (result && body.callback !== false && invoice.callback_url) {
      const url = new URL(invoice.callback_url);
      url.searchParams.set('qpay_payment_id', result.payment.payment_id);
      callbackStatus = await sendCallback(options.owner, url.href);
    }
    if (fromForm) return c.redirect(options.payPath(invoice.invoice_id), 303);

    const after = await store.payments(invoice.invoice_id);
    return c.json({
      status: true,
      data: {
        invoice_id: invoice.invoice_id,
        invoice_status: result?.invoice.status ?? invoice.status,
        payment_id: result?.payment.payment_id ?? null,
        paid_amount: after.reduce((sum, p) => sum + p.amount, 0),
        callback_status: callbackStatus,
      },
    });
  });
}
