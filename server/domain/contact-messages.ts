import type { AppDeps } from '../deps';

export interface ContactMessage {
  userId: number | null;
  name: string;
  phone?: string;
  email?: string;
  body: string;
}

/** Keeps a message sent from the contact form for the staff to answer. */
export async function keepContactMessage(deps: AppDeps, message: ContactMessage): Promise<void> {
  await deps.db
    .insertInto('contact_messages')
    .values({
      user_id: message.userId,
      name: message.name,
      phone: message.phone ?? null,
      email: message.email ?? null,
      body: message.body,
      created_at: new Date(deps.clock.now()).toISOString(),
    })
    .execute();
}
