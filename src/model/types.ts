/**
 * The resolved site model: plain JSON produced by the Node-side config pipeline
 * (src/config) and consumed by the browser. Nothing here may import Node code.
 */

/** An SVG icon resolved at build time from a Lucide name or a Simple Icons slug. */
export interface IconData {
  /** 'stroke' for Lucide outline icons, 'fill' for brand logos. */
  mode: 'stroke' | 'fill';
  /** SVG child elements as [tag, attributes]. */
  elements: [string, Record<string, string>][];
  /** Brand colour (#rrggbb) for logos. */
  color?: string;
}

export interface Action {
  label: string;
  to: string;
  style?: 'primary' | 'secondary';
}

export interface ImageRef {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface NavLink {
  label: string;
  to: string;
}

export interface Tool {
  id: string;
  name: string;
  category: string;
  logo?: IconData;
}

/** A block as declared in YAML after validation and resolution. Each block folder narrows it. */
export interface BlockData {
  type: string;
  [field: string]: unknown;
}

export interface PageData {
  route: string;
  title: string;
  description: string;
  index: boolean;
  blocks: BlockData[];
}

export interface ThemeTokens {
  colors: Record<string, string>;
  radius: string;
  fontFamily: string;
}

export type Messages = Record<
  | 'skipToContent'
  | 'mainNavigation'
  | 'menuOpen'
  | 'menuClose'
  | 'homeLink'
  | 'pageLoading'
  | 'pageError'
  | 'retry'
  | 'blockError'
  | 'opensInNewTab'
  | 'previous'
  | 'next'
  | 'pause'
  | 'play'
  | 'slideOf'
  | 'goToSlide'
  | 'videoPlaceholder',
  string
>;

/** Everything the shared shell (navigation bar, footer) and every page needs, sent with each page. */
export interface ShellData {
  brand: { name: string; tagline: string; logo?: string };
  url: string;
  language: string;
  titleTemplate: string;
  notFoundRoute: string;
  /** Routes that exist, for client-side navigation. */
  routes: string[];
  navigation: { links: NavLink[]; cta?: Action; opaqueAfterPx: number };
  footer: {
    blurb: string;
    groups: { title: string; links: NavLink[] }[];
    social: { label: string; to: string; icon: IconData }[];
    legal: NavLink[];
    copyright: string;
  };
  messages: Messages;
  /** Year of the build, shown in the prerendered copyright line until the browser's clock takes over. */
  buildYear: number;
}

export interface SiteModel {
  shell: ShellData;
  theme: ThemeTokens;
  pages: PageData[];
}

/** What each prerendered HTML file embeds for hydration. */
export interface BootData {
  shell: ShellData;
  page: PageData;
}
