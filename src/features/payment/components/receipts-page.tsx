import { Link } from '@tanstack/react-router';
import type { Receipt } from '@contract/entities';
import { formatDate } from '@/lib/format-date';
import { formatTugrik } from '@/lib/format-tugrik';
import { ReceiptIcon } from '@/ui/icons';
import { LoadMore } from '@/ui/load-more';
import { EmptyState, LoadError } from '@/ui/status-view';
import { useReceipts } from '../api/get-receipts';
import { useTaxType } from '../api/get-tax-type';
import { extendTexts } from '../extend-texts';
import styles from './receipts.module.css';

const t = extendTexts.receipts;
const tax = extendTexts.tax;

function typeLabel(receipt: Receipt): string {
  if (receipt.type === 'business') {
    return receipt.register_no ? `${tax.business} · ${receipt.register_no}` : tax.business;
  }
  return tax.individual;
}

function ReceiptCard({ receipt }: { receipt: Receipt }) {
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <span className={styles.kind} data-kind={receipt.kind}>
          {t.kinds[receipt.kind]}
        </span>
        <time className={styles.date} dateTime={receipt.created_at}>
          {formatDate(receipt.created_at)}
        </time>
      </div>
      <h3 className={styles.title}>{receipt.title}</h3>
      <p className={styles.amount}>{formatTugrik(receipt.amount)}</p>
      <dl className={styles.fields}>
        <div>
          <dt>{t.type}</dt>
          <dd>{typeLabel(receipt)}</dd>
        </div>
        <div>
          <dt>{t.ddtd}</dt>
          <dd className={styles.code}>{receipt.ddtd ?? t.pending}</dd>
        </div>
        <div>
          <dt>{t.lottery}</dt>
          <dd className={styles.code}>{receipt.lottery ?? t.pending}</dd>
        </div>
      </dl>
    </li>
  );
}

/** /profile/ebarimt/list: one e-barimt per paid invoice, a page at a time. */
export function ReceiptsPage({ userId }: { userId: number }) {
  const receipts = useReceipts(userId);
  const profile = useTaxType(userId);
  const items = receipts.data?.pages.flatMap((page) => page.data) ?? [];
  const total = receipts.data?.pages[0]?.total ?? 0;

  return (
    <section className={styles.section} aria-labelledby="receipts-title">
      <div className={styles.head}>
        <div>
          <h2 id="receipts-title" className={styles.heading}>
            {t.title}
          </h2>
          <p className={styles.lead}>{t.lead}</p>
        </div>
        <Link to="/choose/tax/type" className={styles.taxLink}>
          <span className={styles.taxLabel}>{t.taxType}</span>
          <strong>
            {profile.data
              ? profile.data.type === 'business'
                ? `${tax.business} · ${profile.data.register_no ?? ''}`
                : tax.individual
              : '…'}
          </strong>
        </Link>
      </div>

      {receipts.isPending ? (
        <ul className={styles.grid} aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className={styles.skeleton} />
          ))}
        </ul>
      ) : null}
      {receipts.isError && items.length === 0 ? (
        <LoadError compact onRetry={() => void receipts.refetch()} />
      ) : null}
      {receipts.data && items.length === 0 ? (
        <EmptyState icon={<ReceiptIcon />} title={t.empty} text={t.emptyText} />
      ) : null}
      {items.length > 0 ? (
        <>
          <ul className={styles.grid}>
            {items.map((receipt) => (
              <ReceiptCard key={receipt.id} receipt={receipt} />
            ))}
          </ul>
          <LoadMore
            query={receipts}
            loadMoreLabel={t.loadMore}
            loadingLabel={t.loading}
            endLabel={t.total(total)}
          />
        </>
      ) : null}
    </section>
  );
}
