import { z } from 'zod';
import { STAFF_ROLES } from '../roles';

const ok = z.object({ status: z.literal(true), msg: z.string().optional() });
const roles = z.array(z.enum(STAFF_ROLES));

export const sessionSchemas = {
  studioStepUpSend: { response: z.object({ status: z.literal(true), msg: z.string() }) },
  studioStepUpVerify: {
    body: z.object({ code: z.string().regex(/^\d{4}$/, 'Код 4 оронтой тоо байна!') }),
    response: z.object({
      status: z.literal(true),
      data: z.object({ token: z.string(), expires_at: z.string(), roles }),
    }),
  },
  studioMe: {
    response: z.object({
      status: z.literal(true),
      data: z.object({
        user_id: z.number().int(),
        phone: z.string(),
        name: z.string().nullable(),
        roles,
        expires_at: z.string(),
      }),
    }),
  },
  studioSignOut: { response: ok },
} as const;
