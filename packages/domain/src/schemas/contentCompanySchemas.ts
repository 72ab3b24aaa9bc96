import { number, object, type InferType } from 'yup';
import { MESSAGES } from '../messages.ts';
import { trimmedString } from './trimmedString.ts';

/** A cleared number input gives '': that is a missing value, not a malformed one. */
const emptyAsUndefined = (value: number, original: unknown): number | undefined =>
  original === '' ? undefined : value;

/** Edit Credits modal (spec §5): downloads above zero, requests zero or more, both whole numbers. */
export const creditsSchema = object({
  downloadCredits: number()
    .transform(emptyAsUndefined)
    .typeError(MESSAGES.downloadCreditsInteger)
    .required(MESSAGES.downloadCreditsRequired)
    .integer(MESSAGES.downloadCreditsInteger)
    .positive(MESSAGES.downloadCreditsPositive),
  requestCredits: number()
    .transform(emptyAsUndefined)
    .typeError(MESSAGES.requestCreditsInteger)
    .required(MESSAGES.requestCreditsRequired)
    .integer(MESSAGES.requestCreditsInteger)
    .min(0, MESSAGES.requestCreditsMin),
});
export type CreditsValues = InferType<typeof creditsSchema>;

/** Edit Subscriber modal (spec §5). */
export const subscriberSchema = object({
  subscriberAuthId: trimmedString().required(MESSAGES.subscriberRequired),
});
export type SubscriberValues = InferType<typeof subscriberSchema>;
