// @vitest-environment jsdom
import { useState } from 'react';
import type { ReactNode } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { useGetCompanyQuery } from '../api/index.ts';
import { QueryContent } from '../queryViews/QueryContent.tsx';
import { ConfigProvider } from '../config/ConfigProvider.tsx';
import { DEMO_CONFIG } from '../config/DEMO_CONFIG.ts';
import { endedSession } from '../testing/endedSession.ts';
import { fakeAuth0Client } from '../testing/fakeAuth0Client.ts';
import { setupMockApiServer } from '../testing/mockApiServer.ts';
import { Auth0AuthProvider } from './Auth0AuthProvider.tsx';
import { LogoutRoute } from './LogoutRoute.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { SessionEndedPrompt } from './SessionEndedPrompt.tsx';
import { SessionSync } from './SessionSync.tsx';
import type { SessionEvent } from './sessionBroadcast.ts';
import { useAuth } from './useAuth.ts';
import { RouterAddress } from '../testing/RouterAddress.tsx';

const sdk: { fake: ReturnType<typeof fakeAuth0Client> | undefined } = { fake: undefined };

const { server, countRequests, testStore, api } = setupMockApiServer();

// Another tab of the app: its own channel of the same name (sessionBroadcast).
const otherTab = new BroadcastChannel('admin-hub-session');
const heardByOtherTab = vi.fn<(event: unknown) => void>();
otherTab.onmessage = ({ data }: MessageEvent<unknown>) => heardByOtherTab(data);
afterAll(() => otherTab.close());

const postFromOtherTab = (event: SessionEvent) => otherTab.postMessage(event);

/** The page's address, and `reload` (jsdom navigates nowhere): the provider reloads to start afresh. */
function stubLocation(pathname: string, search = '') {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, pathname, search, reload });
  return reload;
}

/** A popup window as `window.open` returns it; `null` where the browser blocks popups. */
const stubPopup = (popup: Window | null) => vi.spyOn(window, 'open').mockReturnValue(popup);

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sdk.fake = fakeAuth0Client('superadmin@example.com');
  reload = stubLocation('/admin/companies/1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  heardByOtherTab.mockReset();
});

const fake = () => sdk.fake!;

/** A read of the page (the company's name) with its own Reload, and a field half typed in. */
function CompanyPage() {
  const company = useGetCompanyQuery(1);
  return (
    <main>
      <QueryContent
        query={company}
        loadingLabel="Loading company"
        failedMessage="The company could not be loaded."
      >
        {(loaded) => <h1>{loaded.name}</h1>}
      </QueryContent>
      <button type="button" onClick={() => void company.refetch()}>
        Reload
      </button>
      <label>
        Note
        <input type="text" />
      </label>
    </main>
  );
}

/** The signed-in app as SignedInApp builds it: its store takes its tokens from the provider. */
function SignedInPage({ children }: { children: ReactNode }) {
  const { getAccessToken } = useAuth();
  const [store] = useState(() => testStore(DEMO_SUPER_ADMIN.id, { getAccessToken }));
  return (
    <SessionSync>
      <Provider store={store}>
        {children}
        <SessionEndedPrompt />
      </Provider>
    </SessionSync>
  );
}

function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <p>{`At ${pathname}${search}`}</p>;
}

/** The test's SDK client, handed to the SDK's own provider as the entry hands the page's. */
function fakeClient() {
  if (!sdk.fake) throw new Error('No fake Auth0 client: call fakeAuth0Client first');
  return sdk.fake.client;
}

/** The real provider (with the fake SDK client) at `address`, its signed-in routes guarded. */
function renderApp(address = '/admin/companies/1') {
  return render(
    <ConfigProvider config={DEMO_CONFIG}>
      <MemoryRouter initialEntries={[address]}>
        <RouterAddress>
          <Auth0AuthProvider config={DEMO_CONFIG} client={fakeClient()}>
            <Routes>
              <Route path="/logout" element={<LogoutRoute />} />
              <Route path="/login" element={<CurrentAddress />} />
              <Route
                path="/admin/companies/1"
                element={
                  <RequireAuth>
                    <SignedInPage>
                      <CompanyPage />
                    </SignedInPage>
                  </RequireAuth>
                }
              />
              <Route path="*" element={<CurrentAddress />} />
            </Routes>
          </Auth0AuthProvider>
        </RouterAddress>
      </MemoryRouter>
    </ConfigProvider>,
  );
}

const PAGE = { timeout: 5000 };

/**
 * Signed in, the page loaded and a note half typed; then the session ends under the page: the
 * identity provider's session (no token can be renewed, the SDK forgets the user), or only as the
 * API sees it (it answers 401 while the SDK still holds its tokens).
 */
async function sessionEndsUnderTheTypedPage(
  ends: 'at the provider' | 'at the API' = 'at the provider',
) {
  const user = userEvent.setup();
  renderApp();
  await screen.findByRole('heading', { name: 'Acme Signs' }, PAGE);
  await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Half typed');
  if (ends === 'at the provider') {
    fake().endSession();
  } else {
    server.use(...endedSession(['GET /companies/:id']).handlers);
  }
  await user.click(screen.getByRole('button', { name: 'Reload' }));
  await screen.findByRole('dialog', { name: 'Session ended' }, PAGE);
  return user;
}

const expectPageKept = () => {
  expect(screen.getByRole('heading', { name: 'Acme Signs' })).toBeTruthy();
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', 'Half typed');
};

describe('Auth0AuthProvider', () => {
  it('keeps the page when the session ends under it, though the SDK forgets the user', async () => {
    await sessionEndsUnderTheTypedPage();
    // The SDK no longer knows anyone; the page is still the signed-in person's.
    await waitFor(() => expect(fake().spies.getUser).toHaveLastResolvedWith(undefined));
    expectPageKept();
    expect(screen.queryByText('The company could not be loaded.')).toBeNull();
  });

  it("resumes the session on the same page after 'Sign in again' as the same person", async () => {
    const user = await sessionEndsUnderTheTypedPage();
    const popup = {} as Window;
    stubPopup(popup);
    const companyReads = countRequests('GET', `${api.main}/companies/:id`);
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Session ended' })).toBeNull());
    expect(fake().spies.loginWithPopup).toHaveBeenCalledWith(
      { authorizationParams: { login_hint: 'superadmin@example.com' } },
      { popup },
    );
    expect(reload).not.toHaveBeenCalled();
    expectPageKept();
    // The read that failed for the session is sent again, with a token of the resumed session.
    await waitFor(() => expect(companyReads.count).toBe(1));
    expect(fake().spies.getTokenSilently).toHaveLastResolvedWith(expect.any(String));
    expect(screen.queryByText('The company could not be loaded.')).toBeNull();
  });

  it('reloads the page when someone else signs in in the popup: nothing on it is theirs', async () => {
    const user = await sessionEndsUnderTheTypedPage();
    fake().popupSignsInAs('admin@acme.example');
    stubPopup({} as Window);
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it.each(['at the provider', 'at the API'] as const)(
    'says the sign-in was not completed when the popup was closed (session ended %s), and keeps the page',
    async (ends) => {
      const user = await sessionEndsUnderTheTypedPage(ends);
      fake().popupSignsInAs('closed');
      stubPopup({} as Window);
      await user.click(screen.getByRole('button', { name: 'Sign in again' }));

      expect((await screen.findByRole('alert')).textContent).toBe('Sign-in was not completed.');
      expect(screen.getByRole('dialog', { name: 'Session ended' })).toBeTruthy();
      expect(reload).not.toHaveBeenCalled();
      expectPageKept();
    },
  );

  it('signs in again by redirect, back to this page, where no popup may open', async () => {
    const user = await sessionEndsUnderTheTypedPage();
    stubPopup(null);
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    await waitFor(() =>
      expect(fake().spies.loginWithRedirect).toHaveBeenCalledWith({
        appState: { returnTo: '/admin/companies/1' },
      }),
    );
    expect(fake().spies.loginWithPopup).not.toHaveBeenCalled();
  });

  it('tells the other tabs on signing out, and leaves for the marketing site', async () => {
    renderApp('/logout');
    await waitFor(() =>
      expect(fake().spies.logout).toHaveBeenCalledWith({
        logoutParams: { returnTo: DEMO_CONFIG.links.marketingSite },
      }),
    );
    await waitFor(() => expect(heardByOtherTab).toHaveBeenCalledWith({ type: 'signed-out' }));
  });

  it("shows 'Signed out' when another tab signs out, and reloads when one signs in again", async () => {
    renderApp();
    await screen.findByRole('heading', { name: 'Acme Signs' }, PAGE);

    postFromOtherTab({ type: 'signed-out' });
    await screen.findByRole('heading', { name: 'Signed out' }, PAGE);
    expect(screen.getByText('You signed out in another tab.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Acme Signs' })).toBeNull();
    expect(reload).not.toHaveBeenCalled();

    // The session is picked up by a fresh load of the page, as any visit restores it.
    postFromOtherTab({ type: 'signed-in' });
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('tells the other tabs of a completed sign-in and returns to the page it started from', async () => {
    stubLocation('/login', '?code=the-code&state=the-state');
    fake().returnsFromSignIn({ returnTo: '/admin/users?search=acme' });
    renderApp('/login');
    await screen.findByText('At /admin/users?search=acme', undefined, PAGE);
    expect(fake().spies.handleRedirectCallback).toHaveBeenCalledOnce();
    await waitFor(() => expect(heardByOtherTab).toHaveBeenCalledWith({ type: 'signed-in' }));
  });
});
