// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser, passwordResetLink } from '@admin-hub/api-mocks';
import { appWrapper } from '../../testing/appWrapper.tsx';
import { setupMockApiServer } from '../../testing/mockApiServer.ts';
import { PasswordResetLinkDialog } from './PasswordResetLinkDialog.tsx';

const { countRequests, testStore, api } = setupMockApiServer();
afterEach(cleanup);

describe('PasswordResetLinkDialog', () => {
  it('asks for one link per opening, even under StrictMode', { timeout: 20_000 }, async () => {
    const requests = countRequests('POST', `${api.main}/users/:id/password-reset-link`);
    const user = buildUser();
    render(<PasswordResetLinkDialog user={user} onClose={() => {}} />, {
      wrapper: appWrapper(testStore()),
      reactStrictMode: true,
    });
    // Generous waits: the machine running the suite may be busy.
    const field = await screen.findByRole(
      'textbox',
      { name: `Password reset link for ${user.email}` },
      { timeout: 10_000 },
    );
    expect((field as HTMLInputElement).value).toBe(passwordResetLink(user.id));
    expect(requests.count).toBe(1);
  });
});
