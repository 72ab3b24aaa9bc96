// PostCSS for every Vite build of the repository (the app and Storybook find this file).
import path from 'node:path';
import purgeCSS from '@fullhuman/postcss-purgecss';

const ROOT = import.meta.dirname;

/**
 * Production builds drop the Bootstrap helper and utility classes that no source names: PurgeCSS
 * reads every word of our sources and of the libraries that add classes themselves, and purges
 * only between theme.scss's `purgecss end ignore` and `start ignore` comments.
 */
const purgeUnusedUtilities = () =>
  purgeCSS({
    content: [
      'packages/*/src/**/*.{ts,tsx,mdx}',
      '.storybook/**/*.{ts,tsx,mdx}',
      'node_modules/react-bootstrap/esm/**/*.js',
      'node_modules/@restart/ui/esm/**/*.js',
    ].map((glob) => path.join(ROOT, glob)),
    safelist: {
      standard: [
        // Classes built at run time from props, so no source names them whole: react-bootstrap's
        // `text-${variant}`, `bg-${bg}`, `border-${border}`, `position-${containerPosition}`,
        // `sticky-${sticky}`, `fixed-${fixed}`, and ui's badge `bg-${tone}-subtle`.
        /^(text|bg|border|position|sticky|fixed)-/,
      ],
      // react-toastify's style sheet (`Toastify__toast--${type}`, `[data-stacked]`…): a
      // library's, kept whole.
      greedy: [/^Toastify/],
    },
  });

export default {
  plugins: process.env.NODE_ENV === 'production' ? [purgeUnusedUtilities()] : [],
};
