// Public face of the payment feature (extensions, rentals, receipts): others import only this.
export { bankAccountsQueryOptions } from './api/get-bank-accounts';
export { paymentOptionsQueryOptions, usePaymentOptions } from './api/get-payment-options';
export { paymentStatusQueryOptions, usePaymentStatus } from './api/get-payment-status';
export { receiptsQueryOptions } from './api/get-receipts';
export { taxTypeQueryOptions } from './api/get-tax-type';
export { CardPage } from './components/card-page';
export { ChooseAmountPage } from './components/choose-amount-page';
export { ChooseMethodPage } from './components/choose-method-page';
export { PackPage } from './components/pack-page';
export { PaymentHome } from './components/payment-home';
export { PaymentSkeleton } from './components/payment-skeleton';
export { QpayPage } from './components/qpay-page';
export { ReceiptsPage } from './components/receipts-page';
export { RentalFlow } from './components/rental-flow';
export { TaxTypePage } from './components/tax-type-page';
export { TransferPage } from './components/transfer-page';
export { validateOptionSearch } from './option-search';
