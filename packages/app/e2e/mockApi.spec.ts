import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_ADMIN, DEMO_SUPER_ADMIN, DEMO_USER, createTestToken } from '@admin-hub/api-mocks';
import type { ActivityPage } from '@admin-hub/domain/activity';
import { DEMO_APP_CONFIG, signInAt } from './session.ts';

const ME_URL = `${DEMO_APP_CONFIG.api.main}/users/me`;

test('the mock API answers 401 without a token and to an unsigned one', async ({ request }) => {
  expect((await request.get(ME_URL)).status()).toBe(401);
  const forged = await request.get(ME_URL, {
    headers: { Authorization: `Bearer ${createTestToken(DEMO_SUPER_ADMIN.id)}` },
  });
  expect(forged.status()).toBe(401);
});

test("the mock API knows the caller from the provider's access token", async ({
  page,
  request,
}) => {
  const meRequest = page.waitForRequest(
    (candidate) => candidate.url() === ME_URL && candidate.method() === 'GET',
  );
  await signInAt(page, '/home', DEMO_SUPER_ADMIN.email);
  const authorization = (await meRequest).headers().authorization;
  expect(authorization).toMatch(/^Bearer /);

  const response = await request.get(ME_URL, { headers: { Authorization: authorization ?? '' } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    email: DEMO_SUPER_ADMIN.email,
    role: DEMO_SUPER_ADMIN.role,
  });
});

/** Signs in as `email` and returns the access token the app sends the main API. */
async function signedInToken(page: Page, email: string): Promise<string> {
  const meRequest = page.waitForRequest(
    (candidate) => candidate.url() === ME_URL && candidate.method() === 'GET',
  );
  await signInAt(page, '/home', email);
  return (await meRequest).headers().authorization ?? '';
}

test("the app's page may send the proposed If-Match and read ETag; a refused edit is in the activity", async ({
  page,
}) => {
  const authorization = await signedInToken(page, DEMO_ADMIN.email);
  const answers = await page.evaluate(
    async ({ api, authorization, userId }) => {
      const read = await fetch(`${api.content}/company/1`, {
        headers: { Authorization: authorization },
      });
      const stale = await fetch(`${api.main}/users/${encodeURIComponent(userId)}`, {
        method: 'PUT',
        headers: {
          Authorization: authorization,
          'Content-Type': 'application/json',
          'If-Match': '"00000000"',
        },
        body: JSON.stringify({
          id: userId,
          firstName: 'Jordan',
          lastName: 'Stale',
          email: 'user@acme.example',
          role: 'user',
        }),
      });
      const activity = await fetch(
        `${api.main}/activity?userId=${encodeURIComponent(userId)}&kind=user.updated`,
        { headers: { Authorization: authorization } },
      );
      return {
        etag: read.headers.get('ETag'),
        stale: { status: stale.status, body: (await stale.json()) as unknown },
        activity: (await activity.json()) as ActivityPage,
      };
    },
    { api: DEMO_APP_CONFIG.api, authorization, userId: DEMO_USER.id },
  );
  expect(answers.etag).toMatch(/^"[0-9a-f]{8}"$/);
  expect(answers.stale).toEqual({
    status: 409,
    body: { message: 'Changed by someone else since it was read' },
  });
  expect(answers.activity.data[0]).toMatchObject({
    kind: 'user.updated',
    actor: { email: DEMO_ADMIN.email },
    emulating: null,
    ok: false,
    status: 409,
  });
});

test('the proposed GET /activity refuses a base user', async ({ page, request }) => {
  const authorization = await signedInToken(page, DEMO_USER.email);
  const answer = await request.get(`${DEMO_APP_CONFIG.api.main}/activity`, {
    headers: { Authorization: authorization },
  });
  expect(answer.status()).toBe(403);
});
