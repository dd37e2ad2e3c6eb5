import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { paymentMessages } from '@contract/endpoints/payment';
import { spec } from '@contract/messages';
import { RentalFlow } from '@/features/payment/components/rental-flow';
import { buildRentalHours } from '@/features/payment/rental-hours';
import { formatTugrik } from '@/lib/format-tugrik';
import { renderApp } from './render-app';
import { server } from './msw-server';
import { clearToasts } from './clear-toasts';
import { user } from './handlers/auth';
import { bankLinks, optionsHandler, qrInvoice } from './handlers/payment';
import { until } from './until';
import { resetAuthForTests } from '@/session';
import { clearSession } from '@/lib/session-storage';
import { fail, on } from './handlers/contract';
import type { Answer } from './handlers/contract';

const movie = { id: 7, title: 'Үнэнч сэтгэл', price: 9900 };

/** The memory router renders after its first tick; fake timers start once the flow is up. */
async function renderFlow() {
  vi.useRealTimers();
  const result = await renderApp(<RentalFlow movie={movie} />, { user: user(), toasts: true });
  await screen.findByRole('button', { name: /^Төлөх/ });
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  return result;
}

const payButton = () => screen.getByRole('button', { name: /^Төлөх/ });
const dialog = () => screen.queryByRole('dialog');

/** Answers the invoice call and counts it. */
function invoiceHandler(answer: () => Answer<'movieInvoice'> | Promise<Answer<'movieInvoice'>>) {
  const calls = { count: 0 };
  server.use(
    on('movieInvoice', ({ params }) => {
      expect(params).toEqual({ userId: '42', movieId: '7' });
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

function checkHandler(answer: () => Answer<'qpayCheck'>) {
  const calls = { count: 0 };
  server.use(
    on('qpayCheck', () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

const openCheck = (): Answer<'qpayCheck'> => ({
  status: 0,
  msg: paymentMessages.notPaid,
  data: { state: 'open' },
});

const invoiceOk =
  (bill = 'bill-0000001') =>
  (): Answer<'movieInvoice'> => ({ status: true, bill, data: qrInvoice() });

/**
 * An async act: awaiting a sync one lets React flush its queue after testing library has already
 * turned the act environment off, and a lazy chunk that settles then warns.
 */
const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

/**
 * The dialog is a lazy chunk: React shows it once the import settles, and may hold a revealed
 * Suspense boundary back a few hundred ms (a timer, fake here). Moves time in small steps.
 */
async function dialogShown() {
  for (let i = 0; i < 40 && dialog() === null; i++) {
    await until(() => dialog() !== null, 20).catch(() => undefined);
    await advance(25);
  }
  expect(dialog()).not.toBeNull();
}

/** Presses pay, lets the invoice answer arrive, then waits out the spec's 1 s. */
async function toStepTwo(calls: { count: number }) {
  fireEvent.click(payButton());
  await until(() => calls.count > 0);
  await until(() => false, 20).catch(() => undefined);
  await advance(1000);
  await dialogShown();
}

beforeAll(async () => {
  // The dialog's lazy chunk, transformed once up front so a step's timing is the flow's own.
  await import('@/features/payment/components/qr-dialog');
});

beforeEach(() => {
  clearToasts();
  server.use(optionsHandler());
});

afterEach(async () => {
  vi.useRealTimers();
  await clearSession();
  resetAuthForTests();
});

describe('rental flow step 1', () => {
  it('names the rental period and the price in tugrik, with pay and Болих', async () => {
    await renderFlow();
    await until(() => screen.queryByText('72 цагийн түрээсийн үнэ') !== null);
    expect(screen.getByText(formatTugrik(9900))).toBeTruthy();
    expect(formatTugrik(9900)).toBe(`${new Intl.NumberFormat('mn-MN').format(9900)} ₮`);
    expect(payButton()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Болих' }).getAttribute('href')).toBe(
      '/theatre/detail/7',
    );
    const steps = screen.getAllByRole('list', { name: 'Төлбөрийн алхам' })[0]!;
    expect(within(steps).getByText('Үнэ').closest('li')?.getAttribute('aria-current')).toBe('step');
  });

  it("prefers the server's rental period when the build says otherwise", async () => {
    server.use(optionsHandler(5));
    await renderFlow();
    await until(() => screen.queryByText('5 цагийн түрээсийн үнэ') !== null);
  });

  it('reads the build setting: 5 or 72, anything else 72', () => {
    expect(buildRentalHours('5')).toBe(5);
    expect(buildRentalHours('72')).toBe(72);
    expect(buildRentalHours('48')).toBe(72);
    expect(buildRentalHours(undefined)).toBe(72);
  });
});

describe('rental flow step 1 → 2', () => {
  it('shows the QR, nine bank apps and the 90 s warning one second after the invoice', async () => {
    const calls = invoiceHandler(invoiceOk());
    checkHandler(openCheck);
    await renderFlow();
    fireEvent.click(payButton());
    expect(payButton().getAttribute('aria-busy')).toBe('true');
    await until(() => calls.count > 0);
    await until(() => false, 20).catch(() => undefined);
    await advance(999);
    expect(dialog()).toBeNull();
    expect(payButton().getAttribute('aria-disabled')).toBe('true');
    await advance(1);
    await dialogShown();
    const sheet = dialog()!;
    const qr = within(sheet).getByRole('img', { name: 'QPay төлбөрийн QR код' });
    expect(qr.getAttribute('src')).toBe(`data:image/png;base64,${qrInvoice().qr_image}`);
    const banks = within(sheet).getByRole('region', { name: 'Банкны аппаар төлөх' });
    const links = within(banks).getAllByRole('link');
    expect(links).toHaveLength(9);
    expect(links[1]!.textContent).toContain('Хаан банк');
    expect(links[1]!.getAttribute('href')).toBe(bankLinks()[1]!.link);
    expect(within(sheet).getByText('QR код 90 секундын турш хүчинтэй.')).toBeTruthy();
    expect(within(sheet).getByRole('timer').textContent).toBe('90');
    expect(within(sheet).getByRole('button', { name: 'Шалгах' })).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Цуцлах' })).toBeTruthy();
    const current = within(sheet).getByText('Төлбөр').closest('li');
    expect(current?.getAttribute('aria-current')).toBe('step');
  });

  it("shows a refusal's msg after one second and gives the button back", async () => {
    const refusal = 'Гүйлгээ хийх боломжгүй байна.';
    const calls = invoiceHandler(() => ({ status: false, msg: refusal }));
    await renderFlow();
    fireEvent.click(payButton());
    await until(() => calls.count > 0);
    await until(() => false, 20).catch(() => undefined);
    await advance(999);
    expect(screen.queryByText(refusal)).toBeNull();
    expect(payButton().getAttribute('aria-disabled')).toBe('true');
    await advance(1);
    expect(screen.getByRole('alert').textContent).toContain(refusal);
    expect(payButton().getAttribute('aria-disabled')).toBeNull();
    expect(dialog()).toBeNull();
  });

  it("says 'Алдаа гарлаа' when the invoice request fails", async () => {
    const calls = invoiceHandler(() => fail(502, spec.error));
    await renderFlow();
    fireEvent.click(payButton());
    await until(() => calls.count > 0);
    await until(() => screen.queryByRole('alert') !== null);
    expect(screen.getByRole('alert').textContent).toContain(spec.error);
    expect(payButton().getAttribute('aria-disabled')).toBeNull();
    expect(dialog()).toBeNull();
  });

  it('treats a title already rented as paid and reloads', async () => {
    const reload = stubReload();
    const calls = invoiceHandler(() => ({ status: true, msg: paymentMessages.alreadyRented }));
    await renderFlow();
    fireEvent.click(payButton());
    await until(() => calls.count > 0);
    await until(() => false, 20).catch(() => undefined);
    await advance(1000);
    expect(within(dialog()!).getByText(paymentMessages.alreadyRented)).toBeTruthy();
    await advance(3000);
    expect(reload).toHaveBeenCalledOnce();
  });
});

function stubReload() {
  const reload = vi.fn();
  const original = window.location;
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...original, reload },
  });
  onTestFinished(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });
  return reload;
}

describe('rental flow step 2 → 3', () => {
  it('shows success with the server msg and reloads the page 3 s later', async () => {
    const reload = stubReload();
    const calls = invoiceHandler(invoiceOk());
    checkHandler(() => ({ status: 1, msg: paymentMessages.paid, data: { state: 'paid' } }));
    await renderFlow();
    await toStepTwo(calls);
    fireEvent.click(within(dialog()!).getByRole('button', { name: 'Шалгах' }));
    await until(() => screen.queryByText(paymentMessages.paid) !== null);
    const sheet = dialog()!;
    expect(within(sheet).getByRole('heading', { name: 'Төлбөр амжилттай' })).toBeTruthy();
    expect(within(sheet).getByText('Үр дүн').closest('li')?.getAttribute('aria-current')).toBe(
      'step',
    );
    await advance(2999);
    expect(reload).not.toHaveBeenCalled();
    await advance(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows a definite failure (expired) with its msg and offers a retry', async () => {
    const calls = invoiceHandler(invoiceOk());
    checkHandler(() => ({ status: 0, msg: paymentMessages.expired, data: { state: 'expired' } }));
    await renderFlow();
    await toStepTwo(calls);
    fireEvent.click(within(dialog()!).getByRole('button', { name: 'Шалгах' }));
    await until(() => screen.queryByText(paymentMessages.expired) !== null);
    const sheet = dialog()!;
    expect(within(sheet).getByRole('heading', { name: 'Төлбөр амжилтгүй' })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Хаах' }));
    expect(dialog()).toBeNull();
  });

  it('stays on step 2 while the payment is still open', async () => {
    const calls = invoiceHandler(invoiceOk());
    const checks = checkHandler(openCheck);
    await renderFlow();
    await toStepTwo(calls);
    fireEvent.click(within(dialog()!).getByRole('button', { name: 'Шалгах' }));
    await until(() => checks.count > 0);
    await until(() => screen.queryByText(paymentMessages.notPaid) !== null);
    expect(within(dialog()!).getByRole('timer')).toBeTruthy();
  });

  it("cancels to step 1 with 'Алдаа гарлаа' / 'Шалгахад алдаа гарлаа' when the check fails", async () => {
    const calls = invoiceHandler(invoiceOk());
    checkHandler(() => fail(502, spec.checkFailed));
    await renderFlow();
    await toStepTwo(calls);
    fireEvent.click(within(dialog()!).getByRole('button', { name: 'Шалгах' }));
    await until(() => dialog() === null);
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('strong')?.textContent).toBe(spec.error);
    expect(alert.textContent).toContain(spec.checkFailed);
    expect(payButton().getAttribute('aria-disabled')).toBeNull();
  });

  it("'Шалгах' shares the background check on its way instead of asking a second", async () => {
    const calls = invoiceHandler(invoiceOk());
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const checks = { count: 0 };
    server.use(
      on('qpayCheck', async () => {
        checks.count += 1;
        await held;
        return openCheck();
      }),
    );
    await renderFlow();
    await toStepTwo(calls);
    await advance(5000);
    await until(() => checks.count === 1);
    fireEvent.click(within(dialog()!).getByRole('button', { name: 'Шалгах' }));
    await until(() => false, 20).catch(() => undefined);
    release();
    // The poll's answer is the one 'Шалгах' waited for, so it is said.
    await until(() => screen.queryByText(paymentMessages.notPaid) !== null);
    expect(checks.count).toBe(1);
  });

  it("'Цуцлах' returns to step 1", async () => {
    const calls = invoiceHandler(invoiceOk());
    checkHandler(openCheck);
    await renderFlow();
    await toStepTwo(calls);
    fireEvent.click(within(dialog()!).getByRole('button', { name: 'Цуцлах' }));
    expect(dialog()).toBeNull();
    expect(screen.getByText('72 цагийн түрээсийн үнэ')).toBeTruthy();
  });
});

describe('the QR countdown', () => {
  it('counts down from 90, checks every 5 s meanwhile, then offers a new QR', async () => {
    let n = 0;
    const calls = invoiceHandler(() => {
      n += 1;
      return {
        status: true,
        bill: `bill-000000${n}`,
        data: qrInvoice({ qr_text: `QR-${n}` }),
      };
    });
    const checks = checkHandler(openCheck);
    await renderFlow();
    await toStepTwo(calls);
    const timer = () => within(dialog()!).getByRole('timer');
    expect(timer().textContent).toBe('90');
    await advance(1000);
    expect(timer().textContent).toBe('89');
    await advance(4000);
    await until(() => checks.count === 1);
    // Each check is scheduled 5 s after the previous one answered.
    for (let polls = 2; polls <= 6; polls++) {
      await until(() => false, 10).catch(() => undefined);
      await advance(5000);
      await until(() => checks.count === polls);
    }
    expect(timer().textContent).toBe('60');
    await advance(60_000);
    expect(timer().textContent).toBe('0');
    expect(within(dialog()!).getByText('QR кодны хугацаа дууслаа')).toBeTruthy();
    const polled = checks.count;
    await advance(20_000);
    expect(checks.count).toBe(polled);

    fireEvent.click(within(dialog()!).getByRole('button', { name: 'Шинэ QR код авах' }));
    await until(() => calls.count === 2);
    await until(() => false, 20).catch(() => undefined);
    await advance(1000);
    expect(timer().textContent).toBe('90');
    expect(within(dialog()!).queryByText('QR кодны хугацаа дууслаа')).toBeNull();
  });

  it('does not check in the background while the page is hidden', async () => {
    const calls = invoiceHandler(invoiceOk());
    const checks = checkHandler(openCheck);
    await renderFlow();
    await toStepTwo(calls);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await advance(20_000);
    expect(checks.count).toBe(0);
    visibility.mockReturnValue('visible');
    act(() => {
      // As browsers fire it: at the document, bubbling to the window.
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await until(() => checks.count === 1);
  });
});

describe('bank app links', () => {
  it('drops javascript: links and logos that are not https', async () => {
    const urls = bankLinks();
    urls[0] = { ...urls[0]!, link: 'javascript:alert(1)' };
    urls[1] = { ...urls[1]!, logo: 'http://example.com/logo.png' };
    const calls = invoiceHandler(() => ({
      status: true,
      bill: 'bill-0000001',
      data: qrInvoice({ urls }),
    }));
    checkHandler(openCheck);
    await renderFlow();
    await toStepTwo(calls);
    const banks = within(dialog()!).getByRole('region', { name: 'Банкны аппаар төлөх' });
    const links = within(banks).getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links.some((a) => a.getAttribute('href')?.startsWith('javascript'))).toBe(false);
    // Khan bank's http logo is dropped; the app's own mark for it still shows.
    expect(links[0]!.querySelector('img')?.getAttribute('src')).toBe('/btv/banks/khanbank.svg');
    // A bank the app has no mark for ('statebank') shows QPay's https logo.
    expect(links[1]!.querySelector('img')?.getAttribute('src')).toMatch(/^https:/);
  });

  it("shows the app's own bank marks first, then QPay's logo, then the initials", async () => {
    const calls = invoiceHandler(invoiceOk());
    checkHandler(openCheck);
    await renderFlow();
    await toStepTwo(calls);
    const banks = within(dialog()!).getByRole('region', { name: 'Банкны аппаар төлөх' });
    const khan = within(banks).getByRole('link', { name: /Хаан банк/ });
    const img = () => khan.querySelector('img');
    expect(img()?.getAttribute('src')).toBe('/btv/banks/khanbank.svg');
    fireEvent.error(img()!);
    expect(img()?.getAttribute('src')).toBe('https://qpay.mn/q/logo/khanbank.png');
    fireEvent.error(img()!);
    expect(img()).toBeNull();
    expect(khan.textContent).toContain('ХБ');
  });
});
