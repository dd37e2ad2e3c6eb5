import { Link } from '@tanstack/react-router';
import type { User } from '@contract/entities';
import { formatTugrik } from '@/lib/format-tugrik';
import { LoadError } from '@/ui/status-view';
import { useBankAccounts } from '../api/get-bank-accounts';
import { usePaymentOptions } from '../api/get-payment-options';
import { extendTexts } from '../extend-texts';
import { CopyButton } from './copy-button';
import { OptionSummary } from './option-summary';
import { BankIcon } from './page-icons';
import { PaymentShell } from './payment-shell';
import styles from './payment-pages.module.css';

const t = extendTexts.transfer;

function Row({ label, value, copy }: { label: string; value: string; copy?: boolean }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.rowValue}>{value}</span>
        {copy ? <CopyButton value={value} what={label} /> : null}
      </dd>
    </div>
  );
}

/** /payment/transfer: the account(s) from bank/account, with the user's ID as the reference. */
export function TransferPage({ user, optionId }: { user: User; optionId: number | null }) {
  const accounts = useBankAccounts();
  const offer = usePaymentOptions();
  const option = offer.data?.options.find((o) => o.id === optionId) ?? null;
  const search = option ? { option: option.id } : {};
  const reference = String(user.id);

  return (
    <PaymentShell
      title={t.title}
      lead={t.lead}
      progress={option ? 3 : undefined}
      back={option ? { to: '/choose/bank/payment', search } : { to: '/payment' }}
    >
      {option ? <OptionSummary option={option} /> : null}

      <section className={styles.reference} aria-labelledby="transfer-reference">
        <h2 id="transfer-reference" className={styles.referenceTitle}>
          {t.reference}
        </h2>
        <p className={styles.referenceHint}>{t.referenceHint}</p>
        <div className={styles.referenceValue}>
          <strong>{reference}</strong>
          <CopyButton value={reference} what={t.reference} />
        </div>
      </section>

      {accounts.isPending ? <div className={styles.accountSkeleton} aria-busy="true" /> : null}
      {accounts.isError ? <LoadError compact onRetry={() => void accounts.refetch()} /> : null}
      {accounts.data && accounts.data.length === 0 ? (
        <p className={styles.empty}>{t.noAccounts}</p>
      ) : null}
      {accounts.data && accounts.data.length > 0 ? (
        <ul className={styles.accounts}>
          {accounts.data.map((account) => (
            <li key={account.id} className={styles.account}>
              <h2 className={styles.accountBank}>
                <span className={styles.methodIcon} aria-hidden="true">
                  <BankIcon />
                </span>
                {account.bank_name}
              </h2>
              <dl className={styles.rows}>
                <Row label={t.account} value={account.account_number} copy />
                <Row label={t.holder} value={account.holder} />
                {account.iban ? <Row label={t.iban} value={account.iban} copy /> : null}
                {option ? <Row label={t.amount} value={formatTugrik(option.price)} /> : null}
                <Row label={t.reference} value={reference} copy />
              </dl>
            </li>
          ))}
        </ul>
      ) : null}

      <Link to="/payment/qpay" search={search} className={styles.inlineCta}>
        {t.faster}
      </Link>
    </PaymentShell>
  );
}
