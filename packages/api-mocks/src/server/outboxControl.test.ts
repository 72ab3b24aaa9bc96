import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase } from '../db/database.ts';
import { DEMO_ADMIN, DEMO_SUPER_ADMIN, DEMO_USER } from '../demoAccounts.ts';
import { createTestToken } from '../tokens.ts';
import type { OutboxCounts } from './outboxControl.ts';
import { startMockServer, type RunningMockServer } from './startMockServer.ts';

// Free ports chosen by the system, so this file never meets another server's.
let server: RunningMockServer;
beforeAll(async () => {
  resetDatabase();
  server = await startMockServer({ ports: { main: 0, content: 0, scheduler: 0 }, verify: false });
});
afterAll(() => server.close());

const asSuperAdmin = { Authorization: `Bearer ${createTestToken(DEMO_SUPER_ADMIN.id)}` };
const send = (userId: string, email: 'send-invite-email' | 'send-password-reset-email') =>
  fetch(`${server.urls.main}/users/${encodeURIComponent(userId)}/${email}`, {
    method: 'POST',
    headers: asSuperAdmin,
  });
const outbox = async (): Promise<OutboxCounts> => {
  const response = await fetch(`${new URL(server.urls.main).origin}/__outbox`);
  expect(response.status).toBe(200);
  return (await response.json()) as OutboxCounts;
};

describe('GET /__outbox', () => {
  it('counts the emails each address received, per kind', async () => {
    await expect(outbox()).resolves.toEqual({ invite: {}, passwordReset: {} });
    for (const id of [DEMO_USER.id, DEMO_USER.id, DEMO_ADMIN.id])
      expect((await send(id, 'send-invite-email')).status).toBe(204);
    expect((await send(DEMO_USER.id, 'send-password-reset-email')).ok).toBe(true);
    await expect(outbox()).resolves.toEqual({
      invite: { [DEMO_USER.email]: 2, [DEMO_ADMIN.email]: 1 },
      passwordReset: { [DEMO_USER.email]: 1 },
    });
  });
});
