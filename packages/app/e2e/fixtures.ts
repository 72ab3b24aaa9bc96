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
const INTERACTED = '__adminHubInteracted';
const FOCUS_ON_BODY = 'focus on body';

/**
 * Declares that this test ends, on purpose, with focus on the page itself (the focus guard then
 * lets it pass): `expectFocusOnBody('why')`. The reason is required and shown in the report.
 * No test needs it today (every loss the guard found was fixed in the product).
 * @public
 */
export function expectFocusOnBody(reason: string): void {
  if (!reason.trim()) throw new Error('expectFocusOnBody: say why focus may end on the page');
  test.info().annotations.push({ type: FOCUS_ON_BODY, description: reason });
}

/**
 * Every end-to-end test runs under the production Content-Security-Policy and fails on any
 * violation the browser reports: a `securitypolicyviolation` event in any document (heard by
 * an init script in every page and frame), or a console error naming the policy (how Chromium
 * reports what a worker was refused). Import `test` and `expect` from here, not from
 * '@playwright/test' (ESLint enforces it for the specs).
 */
export const test = base.extend<{
  cspViolations: CspViolation[];
  toasts: ShownToast[];
  focusGuard: void;
}>({
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
  /**
   * Focus never falls to the page (issue 35): a test whose last interaction (a key or a pointer,
   * since the page last loaded) leaves `document.activeElement` on `<body>` fails, since a
   * keyboard user would start again at 'Skip to content'. A page only loaded, never touched,
   * passes; a test where the body is right says so with `expectFocusOnBody(reason)`.
   */
  focusGuard: [
    async ({ context }, use, testInfo) => {
      await context.addInitScript((flag) => {
        const mark = () => {
          (window as unknown as Record<string, boolean>)[flag] = true;
        };
        for (const type of ['keydown', 'pointerdown'])
          window.addEventListener(type, mark, { capture: true });
      }, INTERACTED);
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      if (testInfo.annotations.some(({ type }) => type === FOCUS_ON_BODY)) return;
      for (const page of context.pages()) {
        if (page.isClosed()) continue;
        const state = await page
          .evaluate(
            (flag) => ({
              interacted: (window as unknown as Record<string, boolean>)[flag] === true,
              onBody: document.activeElement === null || document.activeElement === document.body,
            }),
            INTERACTED,
          )
          // A page mid-navigation or closing has no focus to judge.
          .catch(() => null);
        expect(
          state?.interacted && state.onBody ? page.url() : null,
          'Focus fell to <body> after the last interaction (the next Tab starts again at the top): ' +
            'fix the product, or declare it with expectFocusOnBody(reason)',
        ).toBeNull();
      }
    },
    { auto: true },
  ],
});

export { expect };
