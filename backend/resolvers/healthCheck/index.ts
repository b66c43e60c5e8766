import type { MutationResolvers, QueryResolvers, Resolvers } from '../../__generated__/resolvers';
import { GraphQlInputException } from '../../errors';
import { readableCode } from '../../readableCode';
import { findHealthCheckByKey, insertHealthCheck, isHealthCheckReferenceTaken, listHealthCheckQuestions } from '../../repositories/healthCheckRepository';
import type { RequestContext } from '../../types';
import { checkHealthCheckInput, HEALTH_CHECK_MESSAGES } from './healthCheckInput';

// Health check with a pharmacist (schema/extensions/healthCheck.graphql): the questionnaire the
// merchant keeps, and the shopper's answers and contact details stored for a pharmacist.

/** Hours within which a pharmacist gets in touch, unless the shop configures otherwise. */
export const DEFAULT_RESPONSE_HOURS = 24;

function responseHours(ctx: RequestContext): number {
  const configured = Number(ctx.config('healthcheck/general/response_hours'));
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_RESPONSE_HOURS;
}

function assertEnabled(ctx: RequestContext): void {
  if (ctx.config('healthcheck/general/enabled') === '0') throw new GraphQlInputException(HEALTH_CHECK_MESSAGES.unavailable);
}

const INPUT_TYPES = { radio: 'RADIO', text: 'TEXT', textarea: 'TEXTAREA' } as const;

const healthCheckQuestions: QueryResolvers['healthCheckQuestions'] = (_parent, _args, ctx) => {
  assertEnabled(ctx);
  return listHealthCheckQuestions(ctx.db).map((question) => ({ ...question, input_type: INPUT_TYPES[question.input_type] }));
};

const submitHealthCheck: MutationResolvers['submitHealthCheck'] = (_parent, { input }, ctx) => {
  assertEnabled(ctx);
  const checked = checkHealthCheckInput(listHealthCheckQuestions(ctx.db), input);
  const hours = responseHours(ctx);
  const answer = (referenceNumber: string) => ({ reference_number: referenceNumber, message: HEALTH_CHECK_MESSAGES.sent(hours), response_hours: hours });
  const customerId = ctx.customerId;

  // Looked up and written in one transaction: two sends with one key at once store one check.
  return ctx.db.transaction(() => {
    if (checked.idempotencyKey) {
      const earlier = findHealthCheckByKey(ctx.db, checked.idempotencyKey);
      if (earlier) {
        if (earlier.email.toLowerCase() !== checked.email.toLowerCase()) throw new GraphQlInputException(HEALTH_CHECK_MESSAGES.keyReused);
        return answer(earlier.reference_number);
      }
    }
    let referenceNumber = readableCode('HC');
    // A reference already taken (a 1 in 2^40 chance) draws again.
    while (isHealthCheckReferenceTaken(ctx.db, referenceNumber)) referenceNumber = readableCode('HC');
    insertHealthCheck(ctx.db, { ...checked, referenceNumber, storeId: ctx.store.id, customerId });
    return answer(referenceNumber);
  })();
};

export const healthCheckResolvers: Resolvers = {
  Query: { healthCheckQuestions },
  Mutation: { submitHealthCheck },
};
