import { DEMO_ACCOUNTS, createTestToken } from '@admin-hub/api-mocks';
import type { AppConfig } from '../config/AppConfig.ts';
import { DEMO_CONFIG } from '../config/DEMO_CONFIG.ts';
import type { DemoEmail } from './fakeAuth.ts';

export interface OtherAdminsChange {
  api: keyof AppConfig['api'];
  method: 'PUT' | 'DELETE';
  /** Below the API's base path, e.g. 'users/auth0|acme-staff-4'. */
  path: string;
  body?: unknown;
  /** Who makes it; default Acme's admin. */
  as?: DemoEmail;
}

/**
 * Issue 36's stories and tests: another admin's change, made straight to the mock API (as their
 * own browser would) while the story's dialog is open, so the dialog meets it when it saves.
 */
export async function changeAsSomeoneElse({
  api,
  method,
  path,
  body,
  as = 'admin@acme.example',
}: OtherAdminsChange): Promise<void> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === as);
  if (!account) throw new Error(`No demo account with email ${as}`);
  const response = await fetch(`${DEMO_CONFIG.api[api]}/${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${createTestToken(account.id)}`,
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} as ${as}: ${response.status}`);
}
