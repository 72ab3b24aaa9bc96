// Lighthouse on a signed-in page: it drives a puppeteer page of the benchmark's browser, whose
// identity-provider session it keeps (Lighthouse clears the HTTP cache and storage, not cookies),
// so the app restores the session through its hidden frame as a returning admin's browser would.
import lighthouse, { desktopConfig } from 'lighthouse';

/**
 * One Lighthouse performance run of `url` in a new page of `browser`.
 * @param {'desktop' | 'mobile'} formFactor mobile is Lighthouse's default (Moto G Power, slow 4G, 4x CPU)
 */
export async function lighthousePerformance(browser, url, formFactor) {
  const page = await browser.newPage();
  try {
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
      page,
    );
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    // Which elements moved, for finding the cause of a layout shift (kept in the JSON report).
    const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
      score: item.score,
      element: item.node?.selector ?? item.node?.snippet ?? null,
    }));
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      cls: metric('cumulative-layout-shift'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      finalUrl: lhr.finalDisplayedUrl,
      shifts,
    };
  } finally {
    await page.close();
  }
}
