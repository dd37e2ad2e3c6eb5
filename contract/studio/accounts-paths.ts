import type { StudioRoute } from './route';

/*
 * The accounts room (docs/decisions/064-studio-accounts.md): finance (and admins) find a viewer,
 * read their account, grant or remove access days, end their sessions and cancel a rental. The
 * only room that shows a viewer's personal data; every account read is written to the audit log.
 */
export const accountsPaths = {
  /** Users whose phone, id or name holds the text, one page at a time. */
  studioAccounts: { method: 'GET', path: '/api/studio/accounts', role: 'finance', writes: false },
  /** One account as the room shows it; the read itself is audited. */
  studioAccount: {
    method: 'GET',
    path: '/api/studio/accounts/:id',
    role: 'finance',
    writes: false,
  },
  /** Access days added or taken away, with a reason; a repeated request key changes nothing. */
  studioAccountDays: {
    method: 'POST',
    path: '/api/studio/accounts/:id/days',
    role: 'finance',
    writes: true,
  },
  /** Every live session of the user, or one of them. */
  studioAccountSessionsEnd: {
    method: 'POST',
    path: '/api/studio/accounts/:id/sessions/end',
    role: 'finance',
    writes: true,
  },
  /** A rental ends now, with a reason. */
  studioAccountRentalCancel: {
    method: 'POST',
    path: '/api/studio/accounts/:id/rentals/:rentalId/cancel',
    role: 'finance',
    writes: true,
  },
  /** A paid invoice refunded through QPay, the access it bought withdrawn (decision 068). */
  studioAccountRefund: {
    method: 'POST',
    path: '/api/studio/accounts/:id/invoices/:invoiceId/refund',
    role: 'finance',
    writes: true,
  },
} as const satisfies Record<string, StudioRoute>;
