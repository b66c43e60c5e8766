import { isValidEmail } from '../auth/email';
import type { Resolvers } from '../__generated__/resolvers';
import { GraphQlInputException } from '../errors';
import { saveContactMessage, type ContactMessageSource } from '../repositories/contactMessageRepository';
import { FIELD_LIMITS, isTooLong, tooLong } from '../text/fieldLimits';
import type { RequestContext } from '../types';

/** Longest value stored per field (Magento sets none; a stored message must not be unbounded). */
export const CONTACT_LIMITS = FIELD_LIMITS.contact;

export const CONTACT_MESSAGES = {
  // Magento's ContactGraphQl (Resolver\ContactUs, ContactUsValidator), word for word.
  unavailable: 'The contact form is unavailable.',
  emailInvalid: 'The email address is invalid. Verify the email address and try again.',
  nameRequired: 'Name field is required.',
  commentRequired: 'Comment field is required.',
  // contactusFormSubmit's module is not public: its checks say the same in Magento's words.
  required: (label: string) => `${label} field is required.`,
  telephoneInvalid: 'Telephone number is not valid.',
  tooLong,
  // What Magento's contact form says once a message is sent (Contact\Controller\Index\Post).
  sent: "Thanks for contacting us with your comments and questions. We'll respond to you very soon.",
} as const;

/** The storefront's phone rule (spec §5): optional plus signs and brackets round 1-4 digits, then 8-16 digits. */
const PHONE_PATTERN = /^\+*\(?[0-9]{1,4}\)?[0-9]{8,16}$/;

interface ContactFields {
  fullname: string;
  email: string;
  telephone: string;
  message: string;
}

/** Labels in the messages, per stored field (core contactUs names them name and comment). */
type Labels = Record<keyof ContactFields, string>;
const MODULE_LABELS: Labels = { fullname: 'Fullname', email: 'Email', telephone: 'Telephone', message: 'Message' };
const CORE_LABELS: Labels = { fullname: 'Name', email: 'Email', telephone: 'Telephone', message: 'Comment' };

/** Magento trims every field and reads a missing one as empty. */
const trimmed = (value: string | null | undefined) => (value ?? '').trim();

function assertEnabled(ctx: RequestContext): void {
  if (ctx.config('contact/contact/enabled') === '0') throw new GraphQlInputException(CONTACT_MESSAGES.unavailable);
}

function assertLengths(fields: ContactFields, labels: Labels): void {
  for (const key of Object.keys(CONTACT_LIMITS) as Array<keyof ContactFields>) {
    if (isTooLong(fields[key], CONTACT_LIMITS[key])) throw new GraphQlInputException(CONTACT_MESSAGES.tooLong(labels[key], CONTACT_LIMITS[key]));
  }
}

/** contactusFormSubmit: all four fields required, then their length, then the email's and the phone's shape. */
function validateModuleInput(fields: ContactFields): void {
  for (const key of ['fullname', 'email', 'telephone', 'message'] as const) {
    if (!fields[key]) throw new GraphQlInputException(CONTACT_MESSAGES.required(MODULE_LABELS[key]));
  }
  assertLengths(fields, MODULE_LABELS);
  if (!isValidEmail(fields.email)) throw new GraphQlInputException(CONTACT_MESSAGES.emailInvalid);
  if (!PHONE_PATTERN.test(fields.telephone)) throw new GraphQlInputException(CONTACT_MESSAGES.telephoneInvalid);
}

/** contactUs: Magento's checks in Magento's order (the telephone is optional and free-form), then the lengths. */
function validateCoreInput(fields: ContactFields): void {
  if (!isValidEmail(fields.email)) throw new GraphQlInputException(CONTACT_MESSAGES.emailInvalid);
  if (!fields.fullname) throw new GraphQlInputException(CONTACT_MESSAGES.nameRequired);
  if (!fields.message) throw new GraphQlInputException(CONTACT_MESSAGES.commentRequired);
  assertLengths(fields, CORE_LABELS);
}

function store(ctx: RequestContext, source: ContactMessageSource, fields: ContactFields): void {
  saveContactMessage(ctx.db, { storeId: ctx.store.id, customerId: ctx.customerId, source, ...fields });
}

interface ModuleInput {
  fullname: string;
  email: string;
  telephone?: string | null;
  message: string;
}
interface CoreInput {
  name: string;
  email: string;
  telephone?: string | null;
  comment: string;
}

/** Both contact mutations keep the message in contact_messages (Magento would mail it to the shop). */
export const contactResolvers: Resolvers = {
  Mutation: {
    contactusFormSubmit(_parent: unknown, { input }: { input: ModuleInput }, ctx: RequestContext) {
      assertEnabled(ctx);
      const fields = { fullname: trimmed(input.fullname), email: trimmed(input.email), telephone: trimmed(input.telephone), message: trimmed(input.message) };
      validateModuleInput(fields);
      store(ctx, 'contactusFormSubmit', fields);
      return { success_message: CONTACT_MESSAGES.sent };
    },
    contactUs(_parent: unknown, { input }: { input: CoreInput }, ctx: RequestContext) {
      assertEnabled(ctx);
      const fields = { fullname: trimmed(input.name), email: trimmed(input.email), telephone: trimmed(input.telephone), message: trimmed(input.comment) };
      validateCoreInput(fields);
      store(ctx, 'contactUs', fields);
      return { status: true };
    },
  },
};
