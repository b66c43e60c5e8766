import type { Db } from '../types';

/** Which mutation a message came through. */
export type ContactMessageSource = 'contactUs' | 'contactusFormSubmit';

export interface ContactMessageInput {
  storeId: number;
  customerId: number | null;
  source: ContactMessageSource;
  fullname: string;
  email: string;
  telephone: string;
  message: string;
  now?: Date;
}

/** Keeps a contact-form message exactly as typed (the shop reads it as text). Returns its id. */
export function saveContactMessage(db: Db, input: ContactMessageInput): number {
  const createdAt = (input.now ?? new Date()).toISOString().slice(0, 19).replace('T', ' ');
  const result = db
    .prepare(
      `INSERT INTO contact_messages (store_id, customer_id, source, fullname, email, telephone, message, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(input.storeId, input.customerId, input.source, input.fullname, input.email, input.telephone, input.message, createdAt);
  return Number(result.lastInsertRowid);
}
