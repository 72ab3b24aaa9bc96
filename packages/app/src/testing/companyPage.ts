import type { AppStoryParameters } from './appDecorator.tsx';

/**
 * `parameters.app` for stories of the company page, seen by each kind of admin: the super admin
 * opens seeded Acme Signs (1) from the companies list, Acme's admin Avery Mitchell opens their own.
 */
export const companyPageAs = {
  superAdmin: { route: '/admin/companies/1', path: '/admin/companies/:companyId' },
  companyAdmin: {
    signedInAs: 'admin@acme.example',
    route: '/admin/my-company',
    path: '/admin/my-company',
  },
} satisfies Record<string, AppStoryParameters>;
