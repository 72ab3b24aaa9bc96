import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
// The theme bundles the Inter webfont (@fontsource): nothing in the preview loads a remote font.
import '@admin-hub/ui/theme.scss';
import { brandTheme } from './brandTheme.ts';
import { installFixedClock } from './fixedClock.ts';

import { createHandlers, resetDatabase } from '@admin-hub/api-mocks';
import { loadDropdown } from '@admin-hub/ui/DeferredDropdown';

// One handler set for every story: the stateful mock backends of packages/api-mocks. A story
// switches an endpoint to a scenario with `parameters.msw.handlers.scenarios`; that key comes
// first, so its handlers win over the stateful ones.
const apiHandlers = createHandlers();

// Two test workers share two cores with Chromium: a mock answer can take well over the
// Testing Library default of 1 s to reach the screen. Waits stay bounded, just less brittle.
configure({ asyncUtilTimeout: 5000 });

// The Storybook test-runner marks its browser's user agent (from the first load: see
// test-runner-jest.config.js).
const isTestRunner = /StorybookTestRunner/.test(window.navigator.userAgent);

/**
 * The theme's four weights of Inter, loaded before the first story renders. A browser fetches a
 * web font only once text needs it, so the first story of a page played with the fallback font
 * and then reflowed: a tall dialog scrolled to a button kept a scroll offset measured in the
 * other font, and its screenshot differed from run to run.
 */
const themeFontsLoaded = Promise.all(
  [400, 500, 600, 700].map((weight) => document.fonts.load(`${weight} 16px Inter`)),
);

const preview: Preview = {
  // The theme of the design issue, light or dark, from the toolbar or a story's `globals`. It is set
  // on <html> as the app's /theme.js sets it, so dialogs and menus rendered outside the story's
  // root take it too.
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, { globals, viewMode }) => {
      const theme = globals.theme === 'dark' ? 'dark' : 'light';
      // A docs page shows many stories at once: each takes its theme in a box of its own.
      if (viewMode === 'docs') {
        return (
          <div
            data-bs-theme={theme}
            className="sb-unstyled"
            style={{ background: 'var(--ah-canvas)', color: 'var(--ah-text)', padding: '1rem' }}
          >
            <Story />
          </div>
        );
      }
      document.documentElement.setAttribute('data-bs-theme', theme);
      return <Story />;
    },
  ],
  // The database is reset before MSW is set up, so no story sees another story's writes.
  // The app loads the menus' Dropdown when a person first opens a menu (useDropdown); a story
  // renders with it loaded, so each menu is the real one: the placeholder has tests of its own.
  loaders: [
    async () => {
      await Promise.all([themeFontsLoaded, loadDropdown()]);
      resetDatabase();
      return {};
    },
    mswLoader(),
  ],
  // Every story starts at 2026-01-15T10:00:00Z (see fixedClock.ts); the real clock is back afterwards.
  beforeEach: () => installFixedClock(),
  parameters: {
    layout: 'padded',
    options: {
      // The designers' sidebar: the groups in reading order, the main pages first, and each
      // entry's states in one order (then its other stories, as their file lists them). Storybook
      // reads this function's source and runs it on its own: everything it needs is inside it, in
      // plain JavaScript (the parameters' defaults give them their types).
      storySort: (a = { title: '', name: '', type: '' }, b = a) => {
        const GROUPS = ['Introduction', 'Foundations', 'Components', 'Screens', 'Dialogs', 'Flows'];
        const SCREENS = ['Home', 'Users', 'Companies', 'Company Detail', 'My Company'];
        const STATES = ['Loaded', 'Loading', 'Empty', 'Load Failed', 'Forbidden'];
        const rankIn = (list = [''], value = '') => {
          const index = list.indexOf(value);
          return index < 0 ? list.length : index;
        };
        const [groupA, pageA] = a.title.split('/');
        const [groupB, pageB] = b.title.split('/');
        const byGroup = rankIn(GROUPS, groupA) - rankIn(GROUPS, groupB);
        if (byGroup !== 0) return byGroup;
        if (a.title !== b.title) {
          const byPage = groupA === 'Screens' ? rankIn(SCREENS, pageA) - rankIn(SCREENS, pageB) : 0;
          return byPage !== 0 ? byPage : a.title.localeCompare(b.title);
        }
        if (a.type === 'docs' || b.type === 'docs') return a.type === 'docs' ? -1 : 1;
        const state = (name = '') =>
          rankIn(
            STATES,
            STATES.find((state) => name === state || name.startsWith(`${state} `)),
          );
        return state(a.name) - state(b.name);
      },
    },
    // The design review's widths, beside Storybook's own presets: a 390 px phone (the width the
    // design issue judges phones at) first.
    viewport: {
      options: {
        phone390: {
          name: 'Phone 390',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        tablet768: {
          name: 'Tablet 768',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop1280: {
          name: 'Desktop 1280',
          styles: { width: '1280px', height: '720px' },
          type: 'desktop',
        },
        wide1680: {
          name: 'Wide 1680',
          styles: { width: '1680px', height: '1050px' },
          type: 'desktop',
        },
      },
    },
    // Docs pages in the manager's theme, so their prose is set in the product's Inter (loaded by
    // the theme above) rather than Storybook's own Nunito Sans, which nothing here loads.
    docs: { theme: brandTheme },
    msw: { handlers: { scenarios: [], api: apiHandlers } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The addon panel lists every violation for designers as a warning. The gate in `npm test` is
    // the test-runner's own axe check (.storybook/test-runner.ts: serious and critical fail), so
    // the addon's own run is switched off there rather than run twice.
    a11y: { test: isTestRunner ? 'off' : 'todo' },
  },
};

export default preview;
