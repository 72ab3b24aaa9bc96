import { expect, test } from './fixtures.ts';
import { DEMO_SUPER_ADMIN, createTestToken } from '@admin-hub/api-mocks';
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
