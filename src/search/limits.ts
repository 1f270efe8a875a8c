/**
 * How far the embedded engine goes: past either bound, a site should search with Algolia. The build
 * cannot time keystrokes, so it checks two deterministic proxies: the gzip bytes of the search data
 * (what every visitor of the search page downloads) and the number of use cases, which the keystroke
 * p95 grows with (npm run bench:search prints the curve both are read from).
 */
export const EMBEDDED_SEARCH_LIMIT = {
  /** The search data as the server sends it gzip-compressed. */
  dataGzipBytes: 1024 * 1024,
  /** Keystroke latency (search 20 + 5 suggestions), 95th percentile, on a 2-core machine. */
  keystrokeP95Ms: 10,
  /** Where the measured keystroke p95 passes keystrokeP95Ms on the synthetic set (npm run bench:search). */
  useCases: 10_000,
};
