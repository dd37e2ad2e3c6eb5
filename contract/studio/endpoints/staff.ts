import { z } from 'zod';
import { phone } from '../../endpoints/common';
import { STAFF_ROLES } from '../roles';
import { positiveId, studioPage } from './fields';

const role = z.enum(STAFF_ROLES, 'Эрхээ сонгоно уу!');
const ok = z.object({ status: z.literal(true), msg: z.string().optional() });
const day = z.iso.date('Огноог ЖЖЖЖ-СС-ӨӨ хэлбэрээр оруулна уу!');

export const staffSchemas = {
  studioStaff: {
    response: z.object({
      status: z.literal(true),
      data: z.array(
        z.object({
          user_id: z.number().int(),
          phone: z.string(),
          name: z.string().nullable(),
          roles: z.array(role),
        }),
      ),
    }),
  },
  studioStaffGrant: { body: z.object({ phone, role }), response: ok },
  studioStaffRevoke: { body: z.object({ user_id: positiveId, role }), response: ok },
  studioAudit: {
    query: z.object({
      user: positiveId.optional(),
      /** The author by phone, for a person whose id is not at hand. */
      phone: phone.optional(),
      entity: z.string().trim().min(1).max(40).optional(),
      entity_id: z.string().trim().min(1).max(40).optional(),
      from: day.optional(),
      to: day.optional(),
      page: studioPage,
    }),
    response: z.object({
      status: z.literal(true),
      data: z.object({
        rows: z.array(
          z.object({
            id: z.number().int(),
            user_id: z.number().int(),
            phone: z.string().nullable(),
            at: z.string(),
            entity: z.string(),
            entity_id: z.string(),
            action: z.string(),
            before: z.string().nullable(),
            after: z.string().nullable(),
          }),
        ),
        page: z.number().int(),
        has_more: z.boolean(),
      }),
    }),
  },
} as const;
