import { number, object, type InferType } from 'yup';
import { CREDITS_MAX } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { visibleString } from './visibleText.ts';

/** A cleared number input gives '': that is a missing value, not a malformed one. */
const emptyAsUndefined = (value: number, original: unknown): number | undefined =>
  original === '' ? undefined : value;

/**
 * Edit Credits modal (spec §5): downloads above zero, requests zero or more, both whole numbers
 * up to {@link CREDITS_MAX}, which also keeps them safe integers.
 */
export const creditsSchema = object({
  downloadCredits: number()
    .transform(emptyAsUndefined)
    .typeError(MESSAGES.downloadCreditsInteger)
    .required(MESSAGES.downloadCreditsRequired)
    .integer(MESSAGES.downloadCreditsInteger)
    .positive(MESSAGES.downloadCreditsPositive)
    .max(CREDITS_MAX, MESSAGES.downloadCreditsMax),
  requestCredits: number()
    .transform(emptyAsUndefined)
    .typeError(MESSAGES.requestCreditsInteger)
    .required(MESSAGES.requestCreditsRequired)
    .integer(MESSAGES.requestCreditsInteger)
    .min(0, MESSAGES.requestCreditsMin)
    .max(CREDITS_MAX, MESSAGES.requestCreditsMax),
});
export type CreditsValues = InferType<typeof creditsSchema>;

/** Edit Subscriber modal (spec §5). */
export const subscriberSchema = object({
  subscriberAuthId: visibleString().required(MESSAGES.subscriberRequired),
});
export type SubscriberValues = InferType<typeof subscriberSchema>;
