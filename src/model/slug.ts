/**
 * The name the build gives a page's files: "banking" for /banking, "index" for "/" (its page data,
 * its industry data, its catalogue rows). The one place this rule is written.
 */
export function slugOf(route: string): string {
  return route === '/' ? 'index' : route.slice(1);
}

/** "/about/" → "/about"; decodes %-escapes; "" → "/". */
export function normalizeRoute(pathname: string): string {
  let route = pathname;
  try {
    route = decodeURI(pathname);
  } catch {
    /* keep the raw path */
  }
  route = route.replace(/\/+$/, '');
  return route === '' ? '/' : route;
}
