import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { Dialog } from '@/ui/dialog';
import { STEP_NUMBER } from '../hooks/qr-payment-machine';
import type { QrFlow } from '../hooks/use-qr-payment';
import { paymentTexts as t } from '../texts';
import { QrFlowBody } from './qr-flow-body';
import { Stepper } from './stepper';
import styles from './qr-dialog.module.css';

interface Props {
  flow: QrFlow;
  title: string;
  paidNote?: ReactNode;
}

/**
 * Steps 2 and 3 over the page: a sheet on a phone, a wide card on a desktop, so the QR and the
 * nine bank apps have room wherever step 1 sat. Escape is 'Цуцлах'; a click outside does
 * nothing (a stray tap must not throw away the QR someone is scanning). After a payment the
 * dialog stays until the page reloads.
 */
export function QrDialog({ flow, title, paidNote }: Props) {
  const { phase } = flow;
  const settled = phase.step === 'result' && phase.paid;
  return (
    <Dialog
      isOpen={phase.step !== 'price'}
      onOpenChange={(open) => {
        if (!open) flow.cancel();
      }}
      isKeyboardDismissDisabled={settled}
      width={820}
      className={styles.dialog}
    >
      <header className={styles.header}>
        <Heading slot="title" level={2} className={styles.title}>
          {title}
        </Heading>
        <p className={styles.brand}>{t.dialogTitle}</p>
      </header>
      <Stepper current={STEP_NUMBER[phase.step]} />
      <QrFlowBody flow={flow} paidNote={paidNote} />
    </Dialog>
  );
}
