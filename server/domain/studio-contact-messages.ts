import type { Kysely } from 'kysely';
import type { StudioContactRow } from '../../contract/studio/endpoints/contact';
import type { ContactState } from '../../contract/studio/moderation-values';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { recordAudit } from './audit-log';
import { maskPhone, moderationPage, moderationWindow, person } from './studio-moderation-people';

/*
 * The contact form's messages in the moderation room (docs/decisions/070-moderation-words-
 * contact.md): newest first, open or closed; one answer, sent by e-mail when the sender gave an
 * address, by SMS otherwise; closed when handled. The answer is stored and audited in one
 * transaction before it goes out, so a second press finds it and sends nothing twice; an answer
 * the provider refused may be sent again.
 */

type Db = Kysely<Database>;

/** `bo****@mail.mn`: enough to tell senders apart, as the room shows phones. */
export function maskEmail(email: string | null): string | null {
  if (email === null) return null;
  const at = email.lastIndexOf('@');
  return at < 0 ? '****' : `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}

export async function contactPage(
  db: Db,
  query: { state?: ContactState | undefined; page: number },
) {
  let q = db
    .selectFrom('contact_messages as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('users as a', 'a.id', 'm.answered_by')
    .leftJoin('users as k', 'k.id', 'm.closed_by')
    .select([
      'm.id',
      'm.state',
      'm.name',
      'm.phone',
      'm.email',
      'm.body',
      'm.created_at',
      'm.answer',
      'm.answer_channel',
      'm.delivery',
      'm.answered_at',
      'm.closed_at',
      'u.id as user_id',
      'u.nickname as user_name',
      'u.phone as user_phone',
      'a.id as answered_id',
      'a.nickname as answered_name',
      'a.phone as answered_phone',
      'k.id as closed_id',
      'k.nickname as closed_name',
      'k.phone as closed_phone',
    ]);
  if (query.state !== undefined) q = q.where('m.state', '=', query.state);
  const { limit, offset } = moderationWindow(query.page);
  const rows = await q.orderBy('m.id', 'desc').limit(limit).offset(offset).execute();
  const items: StudioContactRow[] = rows.map((r) => ({
    id: r.id,
    state: r.state === 'closed' ? 'closed' : 'open',
    name: r.name,
    user: person(r.user_id, r.user_name, r.user_phone),
    phone: maskPhone(r.phone),
    email: maskEmail(r.email),
    body: r.body,
    created_at: r.created_at,
    answer: r.answer,
    answer_channel:
      r.answer_channel === 'email' || r.answer_channel === 'sms' ? r.answer_channel : null,
    delivery:
      r.delivery === 'sending' || r.delivery === 'sent' || r.delivery === 'failed'
        ? r.delivery
        : null,
    answered_by: person(r.answered_id, r.answered_name, r.answered_phone),
    answered_at: r.answered_at,
    closed_by: person(r.closed_id, r.closed_name, r.closed_phone),
    closed_at: r.closed_at,
  }));
  return moderationPage(items, query.page);
}

export type AnswerOutcome =
  | { kind: 'missing' | 'closed' | 'answered' | 'same' }
  | { kind: 'send'; channel: 'email'; to: string; name: string }
  | { kind: 'send'; channel: 'sms'; to: string; name: string };

/**
 * Stores the answer (delivery 'sending') and says where it goes. The same answer again is 'same'
 * (sends nothing); a different one to an answered message is 'answered', unless the last one
 * failed to go out.
 */
export function recordAnswer(db: Db, now: number, userId: number, id: number, answer: string) {
  return inTransaction(db, async (trx): Promise<AnswerOutcome> => {
    const before = await trx
      .selectFrom('contact_messages')
      .select(['id', 'name', 'phone', 'email', 'state', 'answer', 'delivery'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) return { kind: 'missing' };
    if (before.state === 'closed') return { kind: 'closed' };
    const resend = before.delivery === 'failed';
    if (before.answer !== null && !resend) {
      return { kind: before.answer === answer ? 'same' : 'answered' };
    }
    const channel = before.email !== null ? 'email' : before.phone !== null ? 'sms' : null;
    if (channel === null) return { kind: 'missing' };
    let update = trx
      .updateTable('contact_messages')
      .set({
        answer,
        answer_channel: channel,
        answered_by: userId,
        answered_at: new Date(now).toISOString(),
        delivery: 'sending',
      })
      .where('id', '=', id)
      .where('state', '=', 'open');
    // Two presses at once: the second finds the answer written and updates nothing.
    update = resend ? update.where('delivery', '=', 'failed') : update.where('answer', 'is', null);
    const changed = await update.executeTakeFirst();
    if (changed.numUpdatedRows === 0n) return { kind: 'same' };
    await recordAudit(trx, now, {
      userId,
      entity: 'contact_message',
      entityId: id,
      action: 'answer',
      before: { answer: before.answer, delivery: before.delivery },
      after: { answer, channel },
    });
    const to = channel === 'email' ? (before.email as string) : (before.phone as string);
    return { kind: 'send', channel, to, name: before.name };
  });
}

export async function markDelivery(db: Db, id: number, delivery: 'sent' | 'failed') {
  await db
    .updateTable('contact_messages')
    .set({ delivery })
    .where('id', '=', id)
    .where('delivery', 'in', delivery === 'sent' ? ['sending'] : ['sending', 'sent'])
    .execute();
}

/** false when there is no such message; closing a closed one changes nothing. */
export function closeContact(db: Db, now: number, userId: number, id: number) {
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('contact_messages')
      .select(['id', 'state'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) return false;
    if (before.state === 'closed') return true;
    const changed = await trx
      .updateTable('contact_messages')
      .set({ state: 'closed', closed_by: userId, closed_at: new Date(now).toISOString() })
      .where('id', '=', id)
      .where('state', '=', 'open')
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) return true;
    await recordAudit(trx, now, {
      userId,
      entity: 'contact_message',
      entityId: id,
      action: 'close',
      before: { state: 'open' },
      after: { state: 'closed' },
    });
    return true;
  });
}
