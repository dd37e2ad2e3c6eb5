import { apiCall } from '@/lib/api-client';
import type { InvoiceAnswer } from '../hooks/qr-payment-machine';

/** docs/product.md §7 qpay/invoice/{userId}/{movieId}/movie (errors are shown by the flow). */
export const createMovieInvoice = (userId: number, movieId: number): Promise<InvoiceAnswer> =>
  apiCall('movieInvoice', { params: { userId, movieId }, quiet: true });
