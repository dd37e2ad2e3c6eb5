import type { User } from '@contract/entities';
import { formatDate } from '@/lib/format-date';
// One copy of these calls app-wide: a payment invalidates them and every page sees the new days.
import { usePaymentOptions } from '@/features/payment';
import { usePaymentStatus } from '@/features/payment';
import { formatTugrik } from '@/lib/format-tugrik';
import { CardIcon, ReceiptIcon } from '@/ui/icons';
import { LoadError } from '@/ui/status-view';
import { accountTexts } from '../texts';
import { ChangePinForm } from './change-pin-form';
import { HistoryList } from './history-list';
import { AccountEmpty } from './account-empty';
import { ProfileForm } from './profile-form';
import { ProfileSection } from './profile-layout';
import styles from './profile-layout.module.css';

export function ProfileEditPage({ user }: { user: User }) {
  return (
    <ProfileSection title={accountTexts.profileForm.title}>
      <div className={styles.narrow}>
        {/* Re-keyed on save so the form starts from what the server stored. */}
        <ProfileForm key={JSON.stringify(user)} user={user} />
      </div>
    </ProfileSection>
  );
}

export function ChangePinPage({ userId }: { userId: number }) {
  return (
    <ProfileSection title={accountTexts.pinForm.title}>
      <div className={styles.narrow}>
        <ChangePinForm userId={userId} />
      </div>
    </ProfileSection>
  );
}

/** The contract has no receipt list yet: an honest empty state instead of invented rows. */
export function EbarimtPage() {
  const texts = accountTexts.ebarimt;
  return (
    <ProfileSection title={texts.title}>
      <AccountEmpty icon={<ReceiptIcon />} title={texts.empty} text={texts.emptyText} />
    </ProfileSection>
  );
}

/**
 * The user's access: the days come with the user, the paid-until date and state from the payment
 * status call when it answers (its failure leaves the days on screen, no error page).
 */
export function MyFundPage({ user }: { user: User }) {
  const status = usePaymentStatus(user.id);
  const texts = accountTexts.fund;
  const days = status.data?.days ?? user.days;
  const active = status.data ? status.data.status === 1 : days > 0;
  const paidUntil = status.data?.paid_until;
  return (
    <ProfileSection title={texts.title}>
      <div className={styles.fund} data-active={active}>
        <div className={styles.fundRow}>
          <span className={styles.fundLabel}>{accountTexts.daysLeft}</span>
          <strong className={styles.fundValue}>
            {days > 0 ? accountTexts.days(days) : accountTexts.noDays}
          </strong>
        </div>
        <div className={styles.fundRow}>
          <span className={styles.fundLabel}>{texts.paidUntil}</span>
          {status.isPending ? (
            <span className={styles.inlineSkeleton} aria-hidden="true" />
          ) : (
            <span>{paidUntil ? formatDate(paidUntil) : '—'}</span>
          )}
        </div>
        <span className={styles.badge} data-active={active}>
          {active ? texts.active : texts.inactive}
        </span>
        <a href="/payment" className={styles.cta}>
          {texts.extend}
        </a>
      </div>
    </ProfileSection>
  );
}

export function ExtendRightsPage() {
  const options = usePaymentOptions();
  const list = options.data?.options;
  const texts = accountTexts.extend;
  return (
    <ProfileSection title={texts.title}>
      <p className={styles.lead}>{texts.lead}</p>
      {options.isPending ? <div className={styles.fundSkeleton} aria-busy="true" /> : null}
      {options.isError ? (
        <LoadError error={options.error} onRetry={() => void options.refetch()} />
      ) : null}
      {list && list.length === 0 ? <AccountEmpty icon={<CardIcon />} title={texts.empty} /> : null}
      {list && list.length > 0 ? (
        <ul className={styles.options}>
          {list.map((option) => (
            <li key={option.id} className={styles.option}>
              <span className={styles.optionTitle}>{option.title}</span>
              <span className={styles.optionDays}>{texts.days(option.days)}</span>
              <strong className={styles.optionPrice}>{formatTugrik(option.price)}</strong>
              <a
                href="/payment"
                className={styles.cta}
                aria-label={`${option.title}: ${texts.choose}`}
              >
                {texts.choose}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </ProfileSection>
  );
}

export function ViewedHistoryPage({ userId }: { userId: number }) {
  return (
    <ProfileSection title={accountTexts.history.title}>
      <HistoryList userId={userId} />
    </ProfileSection>
  );
}
