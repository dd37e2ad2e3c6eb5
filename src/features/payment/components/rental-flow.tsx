import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import type { Movie } from '@contract/entities';
import { useViewerId } from '@/session';
import { formatTugrik } from '@/lib/format-tugrik';
import { RELOAD_DELAY_MS } from '../constants';
import { useQrFlow } from '../hooks/use-qr-payment';
import { PayButton } from './pay-button';
import { QrIcon } from './payment-icons';
import { Stepper } from './stepper';
import { paymentTexts } from '../texts';
import { createMovieInvoice } from '../api/create-movie-invoice';
import { useRentalHours } from '../rental-hours';
import { rentalTexts as t } from '../rental-texts';
import buttons from './buttons.module.css';
import styles from './rental-flow.module.css';

type RentalMovie = Pick<Movie, 'id' | 'title' | 'price'>;

// Steps 2 and 3 (the dialog, the QR, react-aria's modal) load when pay is pressed: the invoice's
// one-second step covers the download, and viewers who never rent never fetch them.
const loadDialog = () => import('./qr-dialog');
const QrDialog = lazy(() => loadDialog().then((m) => ({ default: m.QrDialog })));

/**
 * docs/product.md §2 "Rental flow" on /theatre/watch/{id}: step 1 (the N hours price, pay, 'Болих') in
 * place; steps 2 and 3 (QR, bank apps, check; the result) in a dialog over the page. Paid: the
 * page reloads 3 s later and the player plays.
 */
export function RentalFlow({ movie }: { movie: RentalMovie }) {
  const userId = useViewerId();
  const hours = useRentalHours(userId > 0);
  const reloadTimer = useRef<number | undefined>(undefined);

  const flow = useQrFlow({
    createInvoice: () => createMovieInvoice(userId, movie.id),
    paidFallback: t.paid,
    onPaid: () => {
      window.clearTimeout(reloadTimer.current);
      reloadTimer.current = window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    },
  });
  useEffect(() => () => window.clearTimeout(reloadTimer.current), []);

  return (
    <div className={styles.flow} data-rental-flow="">
      <Stepper current={1} />
      <div className={styles.price}>
        <span className={styles.priceLabel}>{t.priceLabel(hours)}</span>
        <strong className={styles.priceValue}>{formatTugrik(movie.price)}</strong>
      </div>
      <div className={styles.actions}>
        <PayButton
          busy={flow.busy && flow.phase.step === 'price'}
          onPress={() => {
            void loadDialog();
            void flow.start();
          }}
        >
          {paymentTexts.pay}
        </PayButton>
        <Link
          to="/theatre/detail/$id"
          params={{ id: String(movie.id) }}
          className={buttons.secondary}
        >
          {paymentTexts.cancel}
        </Link>
      </div>
      <p className={styles.methods}>
        <QrIcon width={16} height={16} />
        {t.methods}
      </p>
      {flow.phase.step === 'price' ? null : (
        <Suspense fallback={null}>
          <QrDialog
            flow={flow}
            title={t.dialogTitle(movie.title)}
            paidNote={<p className={styles.reloading}>{paymentTexts.reloading}</p>}
          />
        </Suspense>
      )}
    </div>
  );
}
