import type { AppDeps } from '../deps';
import type { Lifecycle } from '../process/lifecycle';
import { createEmailProvider } from './email/create-email-provider';
import type { EmailProvider } from './email/email-provider';
import { createPaymentProvider } from './payment/create-payment-provider';
import type { PaymentProvider } from './payment/payment-provider';
import { paymentSettings } from './payment/payment-settings';
import { createSmsProvider } from './sms/create-sms-provider';
import { smsSendQueue, type SmsSendQueue } from './sms/sms-send-queue';

/** The outside services a process talks to, each built once where the app is assembled. */
export interface Providers {
  /** Texts go out through one queue per process (decision 037). */
  sms: SmsSendQueue;
  email: EmailProvider;
  payment: PaymentProvider;
}

/** As config.ts chose them; the process's stop waits until the SMS queue has settled. */
export function createProviders(deps: AppDeps, lifecycle: Lifecycle): Providers {
  const sms = smsSendQueue(createSmsProvider(deps));
  lifecycle.keepUntilSettled(() => sms.settled());
  return {
    sms,
    email: createEmailProvider(deps),
    payment: createPaymentProvider(deps, paymentSettings(deps.config)).provider,
  };
}
