// One Lighthouse run's figures and their medians, for the shop's pages and for the empty page
// measured in alternation with each of them (npm run bench:pages).
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (x, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits;
const kb = (bytes) => round(bytes / 1024, 1);

/** Lighthouse on `url` in the Chrome on `chromePort`: scores, metrics and bytes of that one run. */
export async function measure(url, chromePort) {
  const lhr = (await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' }))?.lhr;
  const audits = lhr?.audits ?? {};
  const requests = audits['network-requests']?.details?.items ?? [];
  const document = requests.find((request) => request.resourceType === 'Document');
  return {
    scores: Object.fromEntries(CATEGORIES.map((key) => [key, Math.round((lhr?.categories[key]?.score ?? 0) * 100)])),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    // The first frame in Lighthouse's own unthrottled load: when it comes late (the compositor
    // holding a frame the page painted long before), the simulation counts the hydration that
    // ran meanwhile in FCP and LCP, and scores fall on that machine alone.
    observedFcp: audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN,
    bytes: audits['total-byte-weight']?.numericValue ?? NaN,
    htmlBytes: document?.transferSize ?? NaN,
    benchmarkIndex: lhr?.environment?.benchmarkIndex ?? NaN,
  };
}

/** The medians of a page's runs. */
export function summarise(runs) {
  const of = (pick) => median(runs.map(pick));
  return {
    perf: of((r) => r.scores.performance),
    a11y: of((r) => r.scores.accessibility),
    bestPractices: of((r) => r.scores['best-practices']),
    seo: of((r) => r.scores.seo),
    perfRuns: runs.map((r) => r.scores.performance),
    lcpMs: Math.round(of((r) => r.lcp)),
    tbtMs: Math.round(of((r) => r.tbt)),
    observedFcpMs: Math.round(of((r) => r.observedFcp)),
    bytes: Math.round(of((r) => r.bytes)),
    htmlBytes: Math.round(of((r) => r.htmlBytes)),
  };
}

/** The shop page's Lighthouse columns in the main table. */
export const shopColumns = (s) => ({
  perf: s.perf,
  a11y: s.a11y,
  'best pr.': s.bestPractices,
  seo: s.seo,
  'perf runs': s.perfRuns.join(' '),
  'LCP s': round(s.lcpMs / 1000, 1),
  'TBT ms': s.tbtMs,
  'seen FCP ms': s.observedFcpMs,
});

// An empty page may block nothing: no ratio to a zero.
const ratio = (shop, empty) => (empty > 0 ? round(shop / empty, 2) : null);

/** A shop page beside the empty page measured in alternation with it. */
export function comparison(page, shop, empty) {
  return {
    page,
    shop,
    empty,
    perfDifference: shop.perf - empty.perf,
    lcpRatio: ratio(shop.lcpMs, empty.lcpMs),
    tbtRatio: ratio(shop.tbtMs, empty.tbtMs),
  };
}

/** The comparison's row in the yardstick table. */
export const comparisonColumns = (c) => ({
  page: c.page,
  perf: c.shop.perf,
  'empty perf': c.empty.perf,
  'perf −empty': c.perfDifference,
  'LCP s': round(c.shop.lcpMs / 1000, 2),
  'empty LCP s': round(c.empty.lcpMs / 1000, 2),
  'LCP ×': c.lcpRatio ?? '—',
  'TBT ms': c.shop.tbtMs,
  'empty TBT ms': c.empty.tbtMs,
  'TBT ×': c.tbtRatio ?? '—',
  'kB sent': kb(c.shop.bytes),
  'empty kB': kb(c.empty.bytes),
  'HTML kB sent': kb(c.shop.htmlBytes),
  'empty HTML kB': kb(c.empty.htmlBytes),
});
