import { z } from 'zod';
import { envelopeSchema } from '../envelope';
import { authMessages, spec } from '../messages';
import {
  emailMessageSchema,
  loginDataSchema,
  smsMessageSchema,
  url,
  userSchema,
} from '../entities';
import { email, emailCode, id, phone, pin, smsCode, statusOnly, userId, userText } from './common';

/** Re-exported for the server and tests that import it from here. */
export { authMessages };

/** Which flow an SMS code belongs to: registration or PIN reset ("forget"). */
export const smsPurposeSchema = z.enum(['register', 'forget']);
export type SmsPurpose = z.infer<typeof smsPurposeSchema>;

const gender = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** docs/product.md §5: sending an empty e-mail shows 'Fail!'; a malformed one the §8 e-mail text. */
const emailToSend = z.string().trim().min(1, spec.emailEmpty).pipe(email);

/**
 * Avatars are our own uploads or seeded art, never an arbitrary (external, javascript:) URL. An
 * https origin is allowed in front because the form sends back what it was shown, which carries
 * MEDIA_BASE_URL when one is set; the server refuses any origin but that one.
 */
const avatarUrl = url
  .max(500)
  .regex(
    /^(https?:\/\/[A-Za-z0-9.:-]+)?\/(uploads\/avatars|art)\/[A-Za-z0-9_.-]+$/,
    authMessages.avatarInvalid,
  )
  .refine((u) => !u.includes('..'), authMessages.avatarInvalid);

/** Profile names: docs/product.md §5 texts; the 3-5 length rule is deliberately not enforced. */
const optionalName = userText({ max: 100 })
  .nullish()
  .transform((v) => v ?? '');

export const authSchemas = {
  /** Sends a 4-digit SMS code. register: the phone must be new (409); forget: known (404). */
  smsSend: {
    params: z.object({ phone }),
    query: z.object({ vp: smsPurposeSchema.default('register') }),
    response: statusOnly,
  },
  /** data.exists: the phone already has an account (step 6 PIN login; else step 2 register). */
  phoneCheck: {
    params: z.object({ phone }),
    query: z.object({ type: z.literal('check').default('check') }),
    response: envelopeSchema(z.strictObject({ exists: z.boolean() })),
  },
  /** Marks the newest code of that purpose verified (once). Wrong, old or spent: 422. */
  smsVerify: {
    params: z.object({ phone, code: smsCode }),
    query: z.object({ type: smsPurposeSchema.default('register') }),
    response: statusOnly,
  },
  /** Same as smsVerify for whichever code (register or forget) was sent last. */
  verifyPhone: {
    body: z.strictObject({ phone, verify_code: smsCode }),
    response: statusOnly,
  },
  /** Sets the first PIN with the (verified) register code; creates and logs in the user. */
  pinSet: {
    params: z.object({ phone, password: pin, code: smsCode }),
    response: envelopeSchema(loginDataSchema),
  },
  /** Needs the token; phone, if given, must be the token user's. Sends a 6-digit code. */
  emailSend: {
    query: z.object({ email: emailToSend, phone: phone.optional() }),
    response: statusOnly,
  },
  /** Needs the token of the phone's user. docs/product.md §7: returns data.user, data.url (go on there). */
  emailVerify: {
    params: z.object({ phone, email, code: emailCode }),
    response: envelopeSchema(z.strictObject({ user: userSchema, url: z.string() })),
  },
  /** Wrong PIN (or unknown phone): 401 'Пин код буруу байна!'; throttled: 429 + Retry-After. */
  login: {
    body: z.strictObject({ phone, password: pin }),
    response: envelopeSchema(loginDataSchema),
  },
  me: { params: z.object({ userId }), response: envelopeSchema(userSchema) },
  /** The terms-and-name step (7): user_id must be the token's user; accepting terms is implied. */
  registerData: {
    query: z.object({
      user_id: id,
      lastname: userText({ min: 1, max: 100, required: spec.lastNameRequired }),
      firstname: userText({ min: 1, max: 100, required: spec.firstNameRequired }),
    }),
    response: envelopeSchema(userSchema),
  },
  /**
   * user_id must be the token's user. Both names empty: 'Талбараа гүйцэт оруулна уу!'. email ''
   * or null clears it; phone may only repeat the current one (it is the login).
   */
  profileUpdate: {
    body: z
      .strictObject({
        user_id: id,
        last_name: optionalName,
        first_name: optionalName,
        email: z
          .union([z.literal(''), email])
          .nullable()
          .optional()
          .transform((e) => (e === '' ? null : e)),
        phone: phone.optional(),
        avatar: avatarUrl.nullable().optional(),
        gender: gender.nullable().optional(),
      })
      .superRefine((b, ctx) => {
        if (!b.last_name && !b.first_name) {
          ctx.addIssue({ code: 'custom', message: spec.profileIncomplete, path: [] });
        } else if (!b.last_name) {
          ctx.addIssue({ code: 'custom', message: spec.lastNameRequired, path: ['last_name'] });
        } else if (!b.first_name) {
          ctx.addIssue({ code: 'custom', message: spec.firstNameRequired, path: ['first_name'] });
        }
      }),
    response: envelopeSchema(userSchema),
  },
  /** Sends a reset (forget) code; unknown phone: 404. */
  forgetPassword: { body: z.strictObject({ phone }), response: statusOnly },
  resendSms: {
    body: z.strictObject({ phone, type: smsPurposeSchema.default('register') }),
    response: statusOnly,
  },
  /**
   * Sets a new PIN with the reset code, verified before (POST /api/auth/verify/phone or
   * smsVerify ?type=forget) or not; the code is required either way, so that verifying does not
   * open a window in which anyone knowing the phone could set the PIN. Ends all other sessions
   * and logs in.
   */
  setPassword: {
    body: z.strictObject({ phone, password: pin, verify_code: smsCode }),
    response: envelopeSchema(loginDataSchema),
  },
  /**
   * multipart/form-data; the handler reads `file` itself: PNG/JPEG/WebP/GIF by content, ≤2 MB and
   * ≤4096×4096, answered as the URL of a re-encoded square WebP of at most 512 px.
   */
  upload: { response: envelopeSchema(z.strictObject({ url })) },
  logout: { response: statusOnly },
  /** Old PIN checked (wrong: 422, throttled like login); ends the user's other sessions. */
  changePin: {
    params: z.object({ userId }),
    body: z
      .strictObject({ old_pin: pin, new_pin: pin, repeat_pin: pin })
      .refine((b) => b.new_pin === b.repeat_pin, {
        message: spec.pinMismatch,
        path: ['repeat_pin'],
      }),
    response: statusOnly,
  },
  /** The newest sandbox SMS to the phone (404 when none); absent in production. */
  devSms: {
    params: z.object({ phone }),
    response: envelopeSchema(smsMessageSchema),
  },
  /** The newest sandbox e-mail to the address (404 when none); absent in production. */
  devEmail: {
    params: z.object({ email: z.string().max(254) }),
    response: envelopeSchema(emailMessageSchema),
  },
} as const;
