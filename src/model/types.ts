import type { DehydratedState } from '@tanstack/react-query';
import type { PageBlock } from './schema-types.generated.ts';
import type { IconData } from './values.ts';

/**
 * The resolved site model: plain JSON produced by the Node-side config pipeline
 * (src/config) and consumed by the browser. Nothing here may import Node code.
 */

export type { HighlightedCode, IconData } from './values.ts';

/** How an industry page loads and shows its data (resolved into its blocks and into the shell). */
export interface IndustryRef {
  slug: string;
  key: string;
  route: string;
  name: string;
  summary: string;
  stages: 1 | 2;
  /** The most used technologies of the industry, by name. */
  technologies: string[];
}

/**
 * A message that shows a number ({count}), as YAML writes it: one form per plural category of the
 * site's language (schemas/defs.schema.json#/$defs/countedMessage). countMessage (ui/site-context.tsx)
 * picks the form.
 */
export type CountedMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export type DialogName = 'booking' | 'contact';

/** A button from YAML: a link (to) or a dialog opened on the spot (opens). */
export interface Action {
  label: string;
  to?: string;
  opens?: DialogName;
  style?: 'primary' | 'secondary';
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

/**
 * What every block has: its type and, optionally, its section anchor. Each block's own fields are typed
 * by schemas/blocks/<type>.schema.json (src/model/schema-types.generated.ts).
 */
export interface BlockData {
  type: string;
  id?: string;
}

/** What a block's component receives. */
export interface BlockProps<T extends BlockData = BlockData> {
  block: T;
}

export interface PageData {
  route: string;
  title: string;
  description: string;
  index: boolean;
  /** As the schemas describe them (a block's resolve hook may add fields: `Block<type>` in src/blocks/registry.tsx). */
  blocks: PageBlock[];
  /** The industry pages its blocks and the shell link to: what it preloads on a site too large to preload every industry. */
  industryLinks?: IndustryLoad[];
  /** Its language, when not the site's default. */
  lang?: string;
  /**
   * The page in each language of the site, by code (itself included), for hreflang and the language switcher;
   * a language that hides the page (`missing: hide`, none of its texts translated) has no entry.
   */
  alternates?: Record<string, string>;
  /** Set when texts of the page show in the source language (not yet translated): that language's code. */
  sourceLanguage?: string;
  /** With sourceLanguage: the blocks (by index) none of whose texts is translated; absent: the whole page. */
  untranslatedBlocks?: number[];
  /**
   * The languages (codes) whose version of the page is not translated at all: it shows the source, so it is
   * not offered to search engines as a page in that language (no hreflang, not in the sitemap).
   */
  untranslatedIn?: string[];
}

/** A language of the site, as the language switcher shows it. */
export interface LanguageLink {
  code: string;
  /** In its own language: Français, العربية. */
  name: string;
  dir: 'ltr' | 'rtl';
  /**
   * Its home page, for a language that hides the pages not yet translated (`missing: hide`): where the switcher
   * leads from a page that has no version in it. Absent for the others: every page has its version there.
   */
  home?: string;
}

/** What loading an industry's data needs to know of it. */
export type IndustryLoad = Pick<IndustryRef, 'slug' | 'stages'>;

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
  | 'videoPlaceholder'
  | 'carousel'
  | 'slide'
  | 'languages',
  string
> & {
  /** The note on a page not yet translated into the visitor's language (absent: none). */
  notTranslated?: string;
};

export interface FieldDefinition {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea';
  required: boolean;
  maxLength: number;
  placeholder?: string;
  autocomplete?: string;
}

/** Texts every form has (site.config.yaml forms.*.text). */
export interface FormTexts {
  submit: string;
  sending: string;
  failed: string;
  offline: string;
  invalidEmail: string;
  tooLong: CountedMessage;
  honeypotLabel: string;
}

export interface ContactFormData {
  fields: FieldDefinition[];
  dialogTitle: string;
  dialogIntro?: string;
  close: string;
  text: FormTexts & { success: string; required: string };
}

export interface BookingFormData {
  fields: FieldDefinition[];
  days: number;
  slots: string[];
  closeAfterMs: number;
  text: FormTexts & {
    title: string;
    intro: string;
    dateLegend: string;
    timeLegend: string;
    detailsLegend: string;
    today: string;
    fillAll: string;
    confirmedTitle: string;
    confirmedText: string;
    close: string;
  };
}

/** Texts and constants shared by the industry pages (site.config.yaml industryPages). */
export interface IndustryPagesConfig {
  cacheMinutes: number;
  preloadDelayMs: number;
  /** Seconds between two category cards entering, when the grid scrolls into view. */
  cardStaggerSeconds: number;
  useCasesPerCard: number;
  defaultError: string;
  errorHeading: string;
  tryAgain: string;
  statusLoading: string;
  statusLoaded: string;
  noUseCases: string;
  noTechnology: string;
  viewDetails: string;
  showMore: string;
  categoryDialogIntro: CountedMessage;
  detail: {
    technologyStack: string;
    noTechnologies: string;
    keyAdvantages: string;
    exampleImplementation: string;
    practicalApplication: string;
    ctaHeading: string;
    ctaText: string;
    bookCall: string;
    close: string;
    loading: string;
    failed: string;
  };
}

/** How the search page searches (site.config.yaml search); keys come from the build environment. */
export interface SearchConfig {
  engine: 'embedded' | 'algolia';
  debounceMs: number;
  hitsPerPage: number;
  suggestions: number;
  maxTechnologyChips: number;
  algolia?: AlgoliaConfig;
}

export interface AlgoliaConfig {
  appId: string;
  /** The search-only key (public by design). */
  apiKey: string;
  indexName: string;
  hosts?: { url: string; port?: number; protocol: 'http' | 'https' }[];
}

/**
 * Everything the shared shell (navigation bar, footer) and every page needs, sent with each page: its
 * size does not depend on how many pages the site has (the site-wide lists are data files, fetched
 * when a block needs them: industryUrls in src/industry/data.ts).
 */
export interface ShellData {
  brand: { name: string; tagline: string; logo?: string };
  url: string;
  /** The language of the pages this shell goes with (`fr`). */
  language: string;
  /** Its language and region for social previews (`fr_FR`), when site.config.yaml gives one. */
  locale?: string;
  /** Their direction; absent: ltr. */
  dir?: 'ltr' | 'rtl';
  /** Every language of the site, the default first; absent on a site in one language. */
  languages?: LanguageLink[];
  defaultLanguage?: string;
  /** The home page in this language (/ or /fr). */
  home?: string;
  titleTemplate: string;
  notFoundRoute: string;
  navigation: { links: NavLink[]; cta?: Action; opaqueAfterPx: number };
  footer: {
    blurb: string;
    groups: { title: string; links: NavLink[] }[];
    social: { label: string; to: string; icon: IconData }[];
    legal: NavLink[];
    copyright: string;
  };
  messages: Messages;
  industryPages: IndustryPagesConfig;
  search: SearchConfig;
  /** Fields and texts of the forms (where submissions go stays on the server). */
  forms: { contact: ContactFormData; booking: BookingFormData };
  /** Year of the build, shown in the prerendered copyright line until the browser's clock takes over. */
  buildYear: number;
}

export interface SiteModel {
  /** The shell of the default language. */
  shell: ShellData;
  /** The shell of each language, by code, on a site in several languages. */
  shells?: Record<string, ShellData>;
  /** Each other language's industry pages (their data files are under /_data/<code>/), for its search index. */
  industriesIn?: Record<string, IndustryRef[]>;
  theme: ThemeTokens;
  pages: PageData[];
  /** Every industry page, by name (also served to the browser as industryUrls.index). */
  industries: IndustryRef[];
  /** What the production server needs (form definitions and transports); never sent to the browser. */
  server: ServerConfig;
  /** JSON files served to the browser besides the pages (industry data), by URL path. */
  data: Record<string, unknown>;
  /** The Algolia index npm run search:push writes to, when site.config.yaml declares one; never sent to the browser. */
  searchIndex?: SearchIndexConfig;
  /** The old addresses and where each leads (site.config.yaml `redirects`, and each language's version); never sent to the browser. */
  redirects?: Redirect[];
}

/**
 * An address that no longer has a page, and the page it leads to: the build writes a page there that sends
 * the browser on and a line of `_redirects`; the project's server answers it with a 301.
 */
export interface Redirect {
  /** The old address, a route without a page (`/real-estate`, `/fr/real-estate`). */
  from: string;
  /** The route of the page it leads to, with its #section when it names one (`/property`, `/fr/property#contact`). */
  to: string;
  /** The language of the page it leads to, when not the site's default. */
  lang?: string;
  /** What the page left at the old address says, in that language: {page} is the link to the page (site.config.yaml messages.pageMoved). */
  moved: string;
}

export interface SearchIndexConfig extends Omit<AlgoliaConfig, 'apiKey'> {
  /** Name of the environment variable holding the key with write access. */
  adminKeyEnv: string;
}

export type FormName = keyof ShellData['forms'];

export type TransportConfig =
  | { type: 'local' }
  | { type: 'formsubmit'; email: string; subject: string; endpoint: string; timeoutMs: number }
  | { type: 'webhook'; url: string; secretHeader?: string; secretEnv?: string; timeoutMs: number };

export interface ServerFormConfig {
  fields: FieldDefinition[];
  transport: TransportConfig;
  /** Booking only: the days and slots a booking may name. */
  booking?: { days: number; slots: string[] };
}

export interface ServerConfig {
  siteUrl: string;
  limits: { maxBodyBytes: number; perMinute: number };
  forms: Record<FormName, ServerFormConfig>;
  /** Origins the browser may call besides the site (Content-Security-Policy connect-src): the hosted search, when chosen. */
  connectSources: string[];
  /** The site's languages, the default first: a lead is stored with the one its page was in. */
  languages?: string[];
}

/**
 * When a block's prerendered HTML becomes interactive on a first visit: never (static content: it
 * ships no JavaScript and no data of its own; its links and dialog buttons still work, handled by the
 * app), at load, when it comes near the viewport, or at the visitor's first interaction with it
 * (pointer, touch, focus: the industry carousel inside the search block waits for that,
 * src/ui/deferred.tsx). Until then a click or key press in it is held and replayed once it has
 * hydrated. After a client-side navigation every block renders at once.
 */
export type Hydration = 'never' | 'load' | 'visible' | 'interaction';

/** A page as the prerendered HTML carries it: a block that never hydrates is its type alone. */
export type BootPage = Omit<PageData, 'blocks'> & { blocks: (PageBlock | Pick<PageBlock, 'type'>)[] };

/**
 * What the prerendered HTML carries for hydration: only what the blocks hydrating there read. A block
 * that never hydrates is its type alone; run-time data is there for the blocks hydrating at load (the
 * others fetch theirs when they hydrate).
 */
export interface BootData {
  shell: ShellData;
  page: BootPage;
  /** How each block of the page hydrates, by index. */
  hydration: Hydration[];
  /** The run-time data of the blocks hydrating at load, as react-query state, so they render at once. */
  queries?: DehydratedState;
}
