import type { StorybookConfig } from '@storybook/react-vite';
import { visualReviewPlugin } from './visualReview/reviewMiddleware.ts';

const config: StorybookConfig = {
  stories: [
    './Introduction.mdx',
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The manager's Inter (manager-head.html) from the package the theme bundles, not a copy.
  staticDirs: ['./public', { from: '../node_modules/@fontsource/inter/files', to: '/fonts/inter' }],
  // A flow is a test that passes through several states ('flow' on the story): npm test runs it,
  // and the sidebar leaves it out until a reviewer asks for it in the tag filter.
  tags: { flow: { defaultFilterSelection: 'exclude' } },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => {
    viteConfig.css = {
      ...viteConfig.css,
      preprocessorOptions: {
        scss: {
          // Bootstrap 5 Sass still uses @import and global built-ins.
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
          quietDeps: true,
        },
      },
    };
    // The Visual review panel's manifest, images and Accept on `storybook dev` (none in a build).
    viteConfig.plugins = [...(viteConfig.plugins ?? []), visualReviewPlugin()];
    return viteConfig;
  },
};

export default config;
