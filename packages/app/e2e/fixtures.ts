import { test as base, expect } from '@playwright/test';
import { recordToasts, type ShownToast } from './toastLog.ts';

/** What the browser reported about one blocked load or inline script or style. */
export interface CspViolation {
  /** The directive that blocked it, e.g. 'style-src-elem'. */
  directive: string;
  blocked: string;
  page: string;
  source?: string;
  sample?: string;
}

const REPORT_BINDING = '__adminHubReportCspViolation';

/**
 * Every end-to-end test runs under the production Content-Security-Policy and fails on any
 * violation the browser reports: a `securitypolicyviolation` event in any document (heard by
 * an init script in every page and frame), or a console error naming the policy (how Chromium
 * reports what a worker was refused). Import `test` and `expect` from here, not from
 * '@playwright/test' (ESLint enforces it for the specs).
 */
export const test = base.extend<{ cspViolations: CspViolation[]; toasts: ShownToast[] }>({
  // Every toast shown in the test, recorded as it appears (see toastLog.ts).
  toasts: async ({ context }, use) => {
    await use(await recordToasts(context));
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding(REPORT_BINDING, (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
          report?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            page: event.documentURI,
            source: `${event.sourceFile}:${event.lineNumber}`,
            sample: event.sample,
          });
        });
      }, REPORT_BINDING);
      context.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          violations.push({
            directive: 'console',
            blocked: message.text(),
            page: message.page()?.url() ?? '',
          });
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations reported by the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
