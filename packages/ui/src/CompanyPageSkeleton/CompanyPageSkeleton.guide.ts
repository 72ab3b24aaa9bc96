import type { Guide } from '../guides/guide.ts';

export const companyPageSkeletonGuide: Guide = {
  purpose:
    'Stands in for a company’s page while the company loads: grey bars in the shapes and heights of the real header, account card and first user rows, so the page arrives without anything moving.',
  whenToUse:
    'Only while a company page’s company loads (the company detail and My Company pages), with the breadcrumb line on a super admin’s page below Companies. It is decoration: the loading status beside it is what a screen reader hears. For a list’s rows use Skeleton Rows; if the company fails to load the page shows Load Failed.',
  states: ['Loading', 'Beside The Loaded Page'],
  texts: [],
};
