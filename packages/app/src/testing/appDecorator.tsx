import { createContext, use, useState } from 'react';
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Provider } from 'react-redux';
import {
  NavigationType,
  Outlet,
  RouterProvider,
  createMemoryRouter,
  useLocation,
  useNavigationType,
} from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppSplashScreen } from '../auth/AppSplashScreen.tsx';
import { AuthContext } from '../auth/AuthContext.ts';
import { RouterAddress } from './RouterAddress.tsx';
import { SessionEndedPrompt } from '../auth/SessionEndedPrompt.tsx';
import type { AuthState } from '../auth/AuthContext.ts';
import { ConfigProvider } from '../config/ConfigProvider.tsx';
import { DEMO_CONFIG } from '../config/DEMO_CONFIG.ts';
import {
  EmulationSwitchProvider,
  HideWhileSwitchingIdentity,
} from '../emulation/EmulationSwitch.tsx';
import { AppLayout } from '../layout/AppLayout.tsx';
import { ToastHost } from '../notifications/ToastHost.tsx';
import { appRoutes } from '../routes/appRoutes.tsx';
import { currentUserData, routeSessionContexts } from '../routes/routeData.ts';
import { createAppStore } from '../store/createAppStore.ts';
import type { AppStore } from '../store/createAppStore.ts';
import { useBrowserListeners } from '../store/useBrowserListeners.ts';
import { DEFAULT_SIGNED_IN_AS, fakeAuth } from './fakeAuth.ts';
import type { DemoEmail } from './fakeAuth.ts';

/** `parameters.app` of a story rendered through `appDecorator`. */
export interface AppStoryParameters {
  /** One of the seeded demo accounts; default 'superadmin@example.com'. */
  signedInAs?: DemoEmail;
  /** The address the story opens at; default '/home'. */
  route?: string;
  /** The route pattern the story is mounted under (so `useParams` works); default: any path. */
  path?: string;
  /** Wraps the story in the app layout (top bar, navigation, emulation banner). */
  layout?: boolean;
  /** Overrides of the fake auth state, e.g. `{ isAuthenticated: false }` or a `login` spy. */
  auth?: Partial<AuthState>;
  /**
   * The app's routes (`appRoutes()`, with their loaders, as SignedInApp's router has them) render
   * where the story places an `<Outlet />`; `path` and `layout` do not apply.
   */
  appRoutes?: boolean;
}

/**
 * The parameters of a screen's stories: the screen inside the app's frame (top bar, side
 * navigation or tab bar, content width), filling the canvas as the product fills the window.
 */
export function inTheAppFrame(app: AppStoryParameters) {
  return { layout: 'fullscreen', app: { ...app, layout: true } };
}

/**
 * The app's providers around a story or a test (see `AppStoryParameters`). A test passes its
 * own `store` (setupMockApiServer's `testStore`, which records toasts); a story gets a fresh one.
 */
export function AppHarness({
  parameters,
  store: givenStore,
  children,
}: {
  parameters: AppStoryParameters;
  store?: AppStore;
  children: ReactNode;
}) {
  const signedInAs = parameters.signedInAs ?? DEFAULT_SIGNED_IN_AS;
  const route = parameters.route ?? '/home';
  // Built once per mounted story: no cache or session leaks between stories.
  const [auth] = useState(() => fakeAuth(signedInAs, parameters.auth));
  // Reads still retry three times, but 10 ms apart instead of 1 s: an error story shows its
  // toast in well under a second instead of after seven.
  const [store] = useState(
    () =>
      givenStore ??
      createAppStore({
        config: DEMO_CONFIG,
        getAccessToken: () => auth.getAccessToken(),
        retryBaseDelayMs: 10,
      }),
  );
  useBrowserListeners(store);
  // A data router, as the app's, over the same route objects; built once, so the story's page
  // (which changes with its args) reaches its route through `StoryPageContext`.
  const [router] = useState(() =>
    createMemoryRouter(harnessRoutes(parameters), {
      initialEntries: [route],
      getContext: routeSessionContexts(store, auth.user?.sub),
    }),
  );
  const page = (
    <EmulationSwitchProvider>
      {/* Where the route guard would be: the screen steps aside while emulation switches identity. */}
      {parameters.layout ? (
        <AppLayout>
          <HideWhileSwitchingIdentity>{children}</HideWhileSwitchingIdentity>
        </AppLayout>
      ) : (
        <HideWhileSwitchingIdentity>{children}</HideWhileSwitchingIdentity>
      )}
    </EmulationSwitchProvider>
  );
  return (
    <AuthContext.Provider value={auth}>
      <ConfigProvider config={DEMO_CONFIG}>
        <Provider store={store}>
          <StoryPageContext value={page}>
            <RouterProvider router={router} />
          </StoryPageContext>
          <ToastHost />
        </Provider>
      </ConfigProvider>
    </AuthContext.Provider>
  );
}

const StoryPageContext = createContext<ReactNode>(null);

function StoryPage() {
  return use(StoryPageContext);
}

/** What the memory router of the harness routes around the story. */
function HarnessFrame() {
  return (
    <>
      <RouterAddress>
        <StoryAddress />
        <Outlet />
      </RouterAddress>
      <SessionEndedPrompt />
    </>
  );
}

/**
 * The story's page at `path` (any path by default; off it, `NavigatedAway`), or with
 * `appRoutes` the app's routes inside it, behind the splash until their first loaders ran.
 */
function harnessRoutes(parameters: AppStoryParameters): RouteObject[] {
  if (parameters.appRoutes) {
    return [
      {
        Component: HarnessFrame,
        HydrateFallback: AppSplashScreen,
        loader: currentUserData,
        children: [{ Component: StoryPage, children: appRoutes() }],
      },
    ];
  }
  const { path } = parameters;
  const children: RouteObject[] = [{ path: path ?? '*', Component: StoryPage }];
  if (path) children.push({ path: '*', Component: NavigatedAway });
  return [{ Component: HarnessFrame, children }];
}

/** Shown when a story navigates off its route pattern, so play functions can assert where it went. */
function NavigatedAway() {
  const { pathname, search } = useLocation();
  return <p data-navigated-away="">{`Navigated to ${pathname}${search}`}</p>;
}

/**
 * Where the story is, for the test-runner's check that a state story ends in its state
 * (.storybook/test-runner.ts): the page it opened on (after any redirect of its first render) and
 * the page it is on. A link followed or a `navigate()` (a push) leaves the first behind.
 */
function StoryAddress() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const [pushed, setPushed] = useState(false);
  const [start, setStart] = useState(pathname);
  if (!pushed && navigationType === NavigationType.Push) setPushed(true);
  else if (!pushed && start !== pathname) setStart(pathname);
  return <span hidden data-story-start={start} data-story-address={pathname} />;
}

/**
 * Renders a story inside the app's providers: a fresh store whose token is the
 * signed-in demo account's, a fake auth context, the demo config, a memory
 * data router and the toast host (see `AppStoryParameters`).
 */
export const appDecorator: Decorator = (Story, context) => {
  const parameters = (context.parameters.app ?? {}) as AppStoryParameters;
  return (
    <AppHarness key={context.id} parameters={parameters}>
      <Story />
    </AppHarness>
  );
};
