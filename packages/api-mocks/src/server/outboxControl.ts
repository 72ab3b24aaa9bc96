import express, { type Router } from 'express';
import { getDatabase } from '../db/database.ts';

/** Where the demo's outbox can be read on each API's port, beside `/__faults`. */
const OUTBOX_PATH = '/__outbox';

/** What GET /__outbox answers: per kind of email, how many each address received. */
export interface OutboxCounts {
  invite: Record<string, number>;
  passwordReset: Record<string, number>;
}

/** The emails the mock server sent, counted per kind and address. */
function outboxCounts(): OutboxCounts {
  const counts: OutboxCounts = { invite: {}, passwordReset: {} };
  for (const { kind, email } of getDatabase().outbox) {
    counts[kind][email] = (counts[kind][email] ?? 0) + 1;
  }
  return counts;
}

/**
 * The development-only outbox route: what the demo would have sent by email, so an end-to-end
 * test can count the invites each user got (a real API sends them; here nothing leaves). Read
 * only, and like everything in api-mocks never part of the production bundle.
 */
export function outboxControlRoute(): Router {
  const router = express.Router();
  router.get(OUTBOX_PATH, (_request, response) => {
    response.json(outboxCounts());
  });
  return router;
}
