import { pagesTexts } from './texts';
import type { ContactMessage } from './api/send-contact';

export const MAX_MESSAGE = 4000;
const MAX_NAME = 100;

export interface ContactDraft {
  name: string;
  replyTo: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactDraft, string>>;

const t = pagesTexts.contact;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Someone typing a phone number: digits with the spaces, dashes or +976 people add. */
const PHONE_LIKE = /^[\d\s+()-]+$/;

/**
 * The same rules the server applies (contract: name 1-100, phone 8 digits or an e-mail, body
 * 1-4000), checked first here so the person sees every problem at once and in Mongolian.
 * Returns the errors, or the body to send.
 */
export function validateContact(
  draft: ContactDraft,
): { errors: ContactErrors } | { body: ContactMessage } {
  const errors: ContactErrors = {};
  const name = draft.name.trim();
  const replyTo = draft.replyTo.trim();
  const message = draft.message.trim();
  let reply: { phone: string } | { email: string } | undefined;

  if (!name || name.length > MAX_NAME) errors.name = t.nameRequired;

  if (!replyTo) errors.replyTo = t.replyToRequired;
  else if (PHONE_LIKE.test(replyTo)) {
    const digits = replyTo.replace(/\D/g, '').replace(/^976(?=\d{8}$)/, '');
    if (/^\d{8}$/.test(digits)) reply = { phone: digits };
    else errors.replyTo = t.phoneInvalid;
  } else if (EMAIL.test(replyTo) && replyTo.length <= 254) reply = { email: replyTo };
  else errors.replyTo = t.emailInvalid;

  if (!message) errors.message = t.bodyRequired;
  else if (message.length > MAX_MESSAGE) errors.message = t.bodyTooLong;

  if (Object.keys(errors).length > 0 || !reply) return { errors };
  return { body: { name, ...reply, body: message } };
}
