import { z } from 'zod';
import { envelopeSchema, pagedSchema } from '../envelope';
import { notificationCountSchema, notificationSchema } from '../entities';
import { id, page, userId } from './common';

/** The header's notifications (docs/product.md "Notifications"); every call is the user's own. */
export const notificationSchemas = {
  notificationPage: {
    params: z.object({ userId }),
    query: z.object({ page }),
    response: envelopeSchema(pagedSchema(notificationSchema)),
  },
  notificationCount: {
    params: z.object({ userId }),
    response: envelopeSchema(notificationCountSchema),
  },
  notificationRead: {
    params: z.object({ userId, id }),
    response: envelopeSchema(notificationCountSchema),
  },
  notificationReadAll: {
    params: z.object({ userId }),
    response: envelopeSchema(notificationCountSchema),
  },
} as const;
