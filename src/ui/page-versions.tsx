import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * The current page in each language of the site (its `alternates`), for the language switcher in the
 * navigation, which is drawn outside the page: the first page's at start, then each page shown's.
 */
const PageVersions = createContext<{ versions?: Record<string, string>; set: (versions?: Record<string, string>) => void }>({ set: () => {} });

export function PageVersionsProvider({ first, children }: { first?: Record<string, string>; children: ReactNode }) {
  const [versions, set] = useState(first);
  return <PageVersions.Provider value={{ versions, set }}>{children}</PageVersions.Provider>;
}

export function usePageVersions(): Record<string, string> | undefined {
  return useContext(PageVersions).versions;
}

/** Called by the page view with the page it shows. */
export function useShowPageVersions(versions: Record<string, string> | undefined): void {
  const { set } = useContext(PageVersions);
  useEffect(() => set(versions), [set, versions]);
}
