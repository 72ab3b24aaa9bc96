import type { Guide } from '@admin-hub/ui/guides';
import { companyDetailScreenGuide } from './CompanyDetailScreen.guide.ts';

export const myCompanyScreenGuide: Guide = {
  purpose:
    'The signed-in user’s own company (/admin/my-company): the Company Detail page for the company they belong to, with the actions their role has there.',
  whenToUse:
    'Where a company manager manages their company (users, subscriber, signs, MFA switch); a super admin reaches their own company here too. Any other company is the super admin’s Company Detail page. A company manager’s menus hold fewer actions: no Emulate user, no password reset link, and Edit Subscriber alone in the company’s Actions.',
  states: [
    'Company Manager',
    'Loading',
    'Super Admin',
    'Company Manager Card Actions',
    'Manager Cannot Delete Themselves',
    'Manager Meets Super Admin',
    'Base User Has No Row Menu',
    'Company Manager In Dark',
    'Company Manager On A Phone',
  ],
  // The Company Detail page's texts, but the breadcrumb: this page sits below no other.
  texts: companyDetailScreenGuide.texts.filter(
    (t) => !('caller' in t.from && t.text === 'Companies'),
  ),
};
