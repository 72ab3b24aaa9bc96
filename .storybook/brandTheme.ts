import { create } from 'storybook/theming';

/**
 * The Storybook's own look (its sidebar, toolbar and docs pages): the product's name, mark and
 * colours, so a reviewer knows whose design they are looking at. The colours are the light
 * theme's tokens (packages/ui/src/theme/_brand.scss).
 */
export const brandTheme = create({
  base: 'light',
  brandTitle: 'Signage Studio admin hub',
  brandImage: './brand-logo.svg',
  brandUrl: './',
  brandTarget: '_self',
  colorPrimary: '#4338ca',
  colorSecondary: '#4338ca',
  appBg: '#f5f6fa',
  appContentBg: '#ffffff',
  appBorderColor: '#e2e5ee',
  appBorderRadius: 8,
  textColor: '#1f2937',
  textMutedColor: '#5b6372',
  barSelectedColor: '#4338ca',
  fontBase: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});
