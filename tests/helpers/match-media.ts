/** jsdom has no matchMedia: a stand-in that matches no query (no reduced motion, no phone layout). */
export function stubMatchMedia(): void {
  window.matchMedia ??= (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}
