import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import type { DataOf } from '@contract/endpoints';
import type { Receipt, User } from '@contract/entities';
import { paymentMessages } from '@contract/endpoints/payment';
import { resetAuthForTests, useAuth } from '@/session';
import { clearSession } from '@/lib/session-storage';
import { ChooseAmountPage } from '@/features/payment/components/choose-amount-page';
import { QpayPage } from '@/features/payment/components/qpay-page';
import { ReceiptsPage } from '@/features/payment/components/receipts-page';
import { TaxTypePage } from '@/features/payment/components/tax-type-page';
import { TransferPage } from '@/features/payment/components/transfer-page';
import { user } from './handlers/auth';
import { renderApp } from './render-app';
import { server } from './msw-server';
import { clearToasts } from './clear-toasts';
import { storedSession } from './handlers/auth';
import { optionsHandler, qrInvoice } from './handlers/payment';
import { until } from './until';
import { on } from './handlers/contract';

/** A payment page for user 42 (12 days unless `viewer` says otherwise), with its toasts. */
function renderPage(ui: ReactNode, viewer: User = user()) {
  return renderApp(ui, { user: viewer, toasts: true });
}

beforeEach(() => {
  clearToasts();
  server.use(optionsHandler());
});

afterEach(async () => {
  vi.useRealTimers();
  await clearSession();
  resetAuthForTests();
});

describe('/choose/amount', () => {
  it('offers the options as radios and keeps the pick in the URL', async () => {
    const onChange = vi.fn();
    const { rerender } = await renderPage(<ChooseAmountPage optionId={null} onChange={onChange} />);
    const radio = await screen.findByRole('radio', { name: /90 хоног/ });
    expect(screen.getByText('Багцаа сонгоно уу!')).toBeTruthy();
    await userEvent.click(radio);
    expect(onChange).toHaveBeenCalledWith(2);
    rerender(<></>);
  });

  it('leads to the payment method with the chosen option', async () => {
    await renderPage(<ChooseAmountPage optionId={2} onChange={() => undefined} />);
    const next = await screen.findByRole('link', { name: 'Үргэлжлүүлэх' });
    expect(next.getAttribute('href')).toBe('/choose/bank/payment?option=2');
    expect((screen.getByRole('radio', { name: /90 хоног/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});

describe('/payment/qpay', () => {
  it('pays an option by QR, then asks the account again and shows the new days', async () => {
    const me = await storedSession(12);
    let status: DataOf<'paymentStatus'> = { status: 1, days: 12, paid_until: null };
    server.use(
      on('extendInvoice', ({ params }) => {
        expect(params).toEqual({ userId: '42', optionId: '1' });
        return { status: true, bill: 'bill-extend-1', data: qrInvoice() };
      }),
      on('qpayCheck', () => {
        me.days = 42;
        status = { status: 1, days: 42, paid_until: '2027-01-01T00:00:00.000Z' };
        return {
          status: 1,
          msg: paymentMessages.paid,
          data: { state: 'paid' },
        };
      }),
      on('paymentStatus', () => ({ status: true, data: status })),
    );
    // What the header and the user sidebar show: the session's account.
    function AccountDays() {
      const auth = useAuth();
      return <p data-testid="account-days">{auth.status === 'user' ? auth.user.days : '…'}</p>;
    }
    const accountDays = () => screen.queryByTestId('account-days')?.textContent;
    // No `user`: the app restores the stored session through auth/me, as after a reload.
    await renderApp(
      <>
        <QpayPage user={user({ days: 12 })} optionId={1} />
        <AccountDays />
      </>,
      { toasts: true },
    );
    await until(() => accountDays() === '12');
    expect(me.calls).toBe(1);
    const pay = await screen.findByRole('button', { name: 'Төлөх' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    fireEvent.click(pay);
    await until(() => false, 40).catch(() => undefined);
    await act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('img', { name: 'QPay төлбөрийн QR код' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Банкны аппаар төлөх', level: 2 })).toBeTruthy();
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Шалгах' }));
    expect(await screen.findByRole('heading', { name: 'Төлбөр амжилттай' })).toBeTruthy();
    await until(() => screen.queryByTestId('days-now')?.textContent === '42 хоног');
    // The confirmed payment marked the account stale; the session asked for it once more.
    await until(() => accountDays() === '42');
    expect(me.calls).toBe(2);
  });

  it('asks for an option first when the URL has none', async () => {
    await renderPage(<QpayPage user={user()} optionId={null} />);
    expect(await screen.findByText('Эхлээд багцаа сонгоно уу.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Багц сонгох' }).getAttribute('href')).toBe(
      '/choose/amount',
    );
  });
});

describe('/payment/transfer', () => {
  it("gives the bank account and the user's ID as the reference, with copy buttons", async () => {
    server.use(
      on('bankAccount', () => ({
        status: true,
        data: [
          {
            id: 1,
            bank_name: 'Хаан банк',
            account_number: '5012345678',
            holder: 'Би Ти Ви ХХК',
            iban: 'MN580005005012345678',
          },
        ],
      })),
    );
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await renderPage(<TransferPage user={user({ id: 42 })} optionId={1} />);
    const bank = await screen.findByRole('heading', { name: 'Хаан банк' });
    const account = bank.closest('li')!;
    expect(within(account).getByText('5012345678')).toBeTruthy();
    expect(within(account).getByText('Би Ти Ви ХХК')).toBeTruthy();
    const reference = screen.getByRole('region', { name: 'Гүйлгээний утга' });
    expect(within(reference).getByText('42')).toBeTruthy();
    await userEvent.click(within(account).getByRole('button', { name: 'Дансны дугаар хуулах' }));
    expect(writeText).toHaveBeenCalledWith('5012345678');
    expect(await within(account).findByText('Хуулагдлаа')).toBeTruthy();
  });
});

describe('/choose/tax/type and /aan', () => {
  it('checks the 7-digit registration number before saving a business', async () => {
    const bodies: unknown[] = [];
    server.use(
      on('taxType', () => ({ status: true, data: { type: 'individual', register_no: null } })),
      on('taxTypeSet', async ({ body }) => {
        const sent = await body();
        bodies.push(sent);
        return {
          status: true,
          msg: 'Амжилттай хадгаллаа',
          data: { type: sent.type, register_no: sent.register_no ?? null },
        };
      }),
    );
    await renderPage(<TaxTypePage userId={42} business />);
    const field = await screen.findByRole('textbox', { name: 'Байгууллагын регистрийн дугаар' });
    await userEvent.type(field, '12a345');
    expect((field as HTMLInputElement).value).toBe('12345');
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText(paymentMessages.registerInvalid)).toBeTruthy();
    expect(bodies).toEqual([]);
    await userEvent.type(field, '67');
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('Амжилттай хадгаллаа')).toBeTruthy();
    expect(bodies).toEqual([{ type: 'business', register_no: '1234567' }]);
  });
});

describe('/profile/ebarimt/list', () => {
  const receipt = (id: number, patch: Partial<Receipt> = {}): Receipt => ({
    id,
    bill: `bill-${id}`,
    kind: 'extend',
    title: '30 хоног',
    amount: 9900,
    type: 'individual',
    register_no: null,
    ddtd: `00000${id}`,
    lottery: `АБ 1234567${id}`,
    created_at: '2026-11-21T10:00:00.000Z',
    ...patch,
  });

  it('lists receipts a page at a time', async () => {
    server.use(
      on('taxType', () => ({ status: true, data: { type: 'business', register_no: '1234567' } })),
      on('receipts', ({ query }) => {
        const page = Number(query.get('page'));
        const data =
          page === 1
            ? [
                receipt(1, {
                  kind: 'rental',
                  title: 'Үнэнч сэтгэл',
                  type: 'business',
                  register_no: '1234567',
                }),
              ]
            : [receipt(2, { ddtd: null, lottery: null })];
        return {
          status: true,
          data: { data, current_page: page, last_page: 2, total: 2 },
        };
      }),
    );
    await renderPage(<ReceiptsPage userId={42} />);
    expect(await screen.findByText('Үнэнч сэтгэл')).toBeTruthy();
    expect(screen.getByText('Түрээс')).toBeTruthy();
    expect(screen.getAllByText('Байгууллага · 1234567').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Цааш үзэх' }));
    expect(await screen.findByText('30 хоног')).toBeTruthy();
    expect(screen.getAllByText('Олгогдоогүй')).toHaveLength(2);
    expect(screen.getByText('Нийт 2 баримт')).toBeTruthy();
  });
});
