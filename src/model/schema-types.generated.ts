/* Generated from schemas/ by `npm run schema-types` (src/config/schemas/type-generator.ts): do not edit.
 * npm test fails when this file and the schemas disagree. */
import type {HighlightedCode, IconData, ImageData} from './values.ts';

/**
 * Optional id of the section, so other pages can link to it with #id.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "anchor".
 */
export type Anchor = string;
/**
 * Text shown to visitors. Rendered as plain text, never as HTML.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "text".
 */
export type Text = string;
/**
 * Name of a Lucide icon in kebab-case, as listed on https://lucide.dev/icons (for example rocket, shield-check).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "icon".
 */
export type Icon = IconData;
/**
 * Where a link goes: a page of this site ("/about", must exist in pages/), a full web address (https://…), or mailto:/tel:.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "link".
 */
export type Link = string;
/**
 * Buttons shown in this section, in order.
 *
 * @maxItems 3
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "actions".
 */
export type Actions = Action[];
/**
 * Buttons shown in this section, in order.
 *
 * @minItems 1
 * @maxItems 3
 */
export type Actions1 = [Action] | [Action, Action] | [Action, Action, Action];
/**
 * YouTube id of the video: the 11 characters after v= in its address (a full address is recognised and its id suggested). Leave it out while the video is not published: a designed placeholder is shown.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "youtubeId".
 */
export type YoutubeId = string;
/**
 * An image file from public/ with its text alternative. A photo (jpg, png, webp) is served in the sizes and formats each screen needs.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "image".
 */
export type Image = ImageData;
/**
 * The colour gradient and icon of industry category cards, chosen by the category's exact name (spaces and line breaks collapsed). A name not listed here gets the default style of site.config.yaml (industryPages.defaultStyle).
 *
 * @minItems 1
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "collections/category-styles".
 */
export type CategoryStyles = [CategoryStylesItem, ...CategoryStylesItem[]];
/**
 * The two colours of a diagonal gradient, from the top-left corner to the bottom-right one.
 *
 * @minItems 2
 * @maxItems 2
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "gradient".
 */
export type Gradient = [Color, Color];
/**
 * A CSS colour, in quotes when it starts with #: "#6366f1", rgb(99 102 241), hsl(239 84% 67%) or a colour name such as indigo.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "color".
 */
export type Color = string;
/**
 * Demo videos of agents the team built, shown as cards in a video-carousel block (Technical Expertise). Each card opens its video full screen and has a view toggle with a view count.
 *
 * @minItems 1
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "collections/demo-videos".
 */
export type DemoVideos = [DemoVideosItem, ...DemoVideosItem[]];
/**
 * Short videos on how agents are monitored and controlled, shown as cards by a video-library block (/noblackbox). Adding a video is adding one entry; the position counter follows the list length.
 *
 * @minItems 1
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "collections/guardrail-videos".
 */
export type GuardrailVideos = [GuardrailVideosItem, ...GuardrailVideosItem[]];
/**
 * Technologies that use cases list by id. Shown as tags on use cases and in the use-case detail dialog.
 *
 * @minItems 1
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "collections/technologies".
 */
export type Technologies = [TechnologiesItem, ...TechnologiesItem[]];
/**
 * Tools and services the company integrates agents with. Pages refer to them by id (for example in a logo-strip block).
 *
 * @minItems 1
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "collections/tools".
 */
export type Tools = [ToolsItem, ...ToolsItem[]];
/**
 * The address of a page on this site, starting with "/" (for example /about).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "route".
 */
export type Route = string;
/**
 * Path of a file in public/, starting with "/" (for example /assets/images/team.jpg). The file must exist.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "asset".
 */
export type Asset = string;
/**
 * An id: lower-case letters, digits and hyphens.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "industry-id".
 */
export type IndustryId = string;
/**
 * A CSS colour, in quotes when it starts with #: "#7c5cff", rgb(124 92 255), hsl(252 100% 68%) or a colour name such as black.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "site-color".
 */
export type SiteColor = string;
/**
 * Where submissions of this form go. local (the default) stores them in the server's own database; formsubmit forwards them to FormSubmit (e-mail); webhook posts them as JSON to a URL.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "site-transport".
 */
export type SiteTransport = {
  /**
   * local, formsubmit or webhook.
   */
  type: string;
} & SiteTransport1;
export type SiteTransport1 =
  | {
      /**
       * Store in the server's own database.
       */
      type: 'local';
    }
  | {
      /**
       * Forward to FormSubmit.
       */
      type: 'formsubmit';
      /**
       * The address FormSubmit sends submissions to (or the random alias FormSubmit gives after activation).
       */
      email: string;
      /**
       * Subject of the e-mails FormSubmit sends (read by the company, not by visitors).
       */
      subject: string;
      /**
       * Base address of the FormSubmit service; change it only to test against a local fake server.
       */
      endpoint: string;
      /**
       * How long to wait for FormSubmit before telling the visitor it failed.
       */
      timeoutMs: number;
    }
  | {
      /**
       * POST JSON to a URL.
       */
      type: 'webhook';
      /**
       * Full address that receives the JSON.
       */
      url: string;
      /**
       * Optional name of a header that carries a shared secret.
       */
      secretHeader?: string;
      /**
       * Name of the environment variable that holds the secret sent in secretHeader. The secret itself never goes in YAML.
       */
      secretEnv?: string;
      /**
       * How long to wait for the URL before telling the visitor it failed.
       */
      timeoutMs: number;
    };
/**
 * The fields of the form, in order.
 *
 * @minItems 1
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "site-fields".
 */
export type SiteFields = [SiteField, ...SiteField[]];

/**
 * A section with a heading and a grid of cards, each with an icon, a title and a text.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/card-grid".
 */
export interface CardGridBlock {
  /**
   * A heading and a grid of cards.
   */
  type: 'card-grid';
  id?: Anchor;
  eyebrow?: Text;
  heading: Text;
  intro?: Text;
  /**
   * How many cards sit side by side on a wide screen (fewer on small screens).
   */
  columns: 2 | 3 | 4;
  /**
   * The cards, in order.
   *
   * @minItems 1
   */
  cards: [
    {
      icon?: Icon;
      title: Text;
      text: Text;
    },
    ...{
      icon?: Icon;
      title: Text;
      text: Text;
    }[]
  ];
  actions?: Actions;
}
/**
 * A button: it goes to a page or address (to), or opens a dialog on the spot (opens).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "action".
 */
export interface Action {
  label: Text;
  to?: Link;
  /**
   * primary: filled button; secondary: outlined button.
   */
  style: 'primary' | 'secondary';
  /**
   * Instead of to: open the Book a Call dialog (booking) or the contact form dialog (contact) without leaving the page.
   */
  opens?: 'booking' | 'contact';
}
/**
 * Code samples behind tabs (the first chosen at the start), syntax-highlighted when the site is built, with a copy button.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/code-tabs".
 */
export interface CodeTabsBlock {
  /**
   * Code samples behind tabs.
   */
  type: 'code-tabs';
  id?: Anchor;
  eyebrow?: Text;
  heading?: Text;
  intro?: Text;
  tabsLabel: Text;
  /**
   * The tabs, in order; the first is shown at the start.
   *
   * @minItems 1
   * @maxItems 6
   */
  tabs: [
    {
      label: Text;
      caption?: Text;
      /**
       * The Python code, written as a YAML block (code: | then the code indented below). It is highlighted when the site is built.
       */
      code: HighlightedCode;
    },
    ...{
      label: Text;
      caption?: Text;
      /**
       * The Python code, written as a YAML block (code: | then the code indented below). It is highlighted when the site is built.
       */
      code: HighlightedCode;
    }[]
  ];
  /**
   * Texts of the copy button.
   */
  texts: {
    copy: Text;
    copied: Text;
  };
}
/**
 * The contact form (its fields and texts are in site.config.yaml under forms.contact) beside a panel with contact details and reasons to choose the company.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/contact-form".
 */
export interface ContactFormBlock {
  /**
   * The contact form with a side panel.
   */
  type: 'contact-form';
  id?: Anchor;
  heading?: Text;
  intro?: Text;
  /**
   * Ways to reach the company, shown in the side panel.
   *
   * @minItems 1
   */
  details: [
    {
      icon?: Icon;
      label: Text;
      value: Text;
      to?: Link;
    },
    ...{
      icon?: Icon;
      label: Text;
      value: Text;
      to?: Link;
    }[]
  ];
  highlightsHeading?: Text;
  /**
   * Reasons to choose the company, shown in the side panel.
   *
   * @minItems 1
   */
  highlights?: [
    {
      icon?: Icon;
      title: Text;
      text?: Text;
    },
    ...{
      icon?: Icon;
      title: Text;
      text?: Text;
    }[]
  ];
}
/**
 * A figure that counts up from 0 once, when enough of the section is visible; then its progress bar collapses and a badge links to the post that tells the story.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/counter".
 */
export interface CounterBlock {
  /**
   * A figure counting up once it is seen.
   */
  type: 'counter';
  id?: Anchor;
  eyebrow?: Text;
  /**
   * The figure reached at the end, for example 2000.
   */
  target: number;
  /**
   * Text before the figure, for example +.
   */
  prefix: string;
  /**
   * How long counting from 0 to the target takes, in milliseconds.
   */
  durationMs: number;
  /**
   * Share of the section that must be on screen before counting starts (0.3 = 30%).
   */
  startWhenVisible: number;
  caption: Text;
  progressLabel: Text;
  /**
   * The link shown once counting is done, for example to the professional-network post about the figure.
   */
  badge?: {
    label: Text;
    to: Link;
    icon?: Icon;
  };
}
/**
 * A highlighted band inviting the visitor to act, with a heading, a sentence and buttons.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/cta".
 */
export interface CtaBlock {
  /**
   * A highlighted call to action.
   */
  type: 'cta';
  heading: Text;
  text?: Text;
  actions: Actions1;
}
/**
 * Cards that expand one at a time to explain how the agents work (memory, knowledge, reasoning, human in the loop); the first is open at the start.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/explainer-cards".
 */
export interface ExplainerCardsBlock {
  /**
   * Expandable explainer cards.
   */
  type: 'explainer-cards';
  id?: Anchor;
  eyebrow?: Text;
  heading?: Text;
  intro?: Text;
  /**
   * The cards, in order; the first is open at the start.
   *
   * @minItems 2
   */
  cards: [
    {
      title: Text;
      icon: Icon;
      summary: Text;
      /**
       * Points shown when the card is open.
       *
       * @minItems 1
       */
      details: [Text, ...Text[]];
    },
    {
      title: Text;
      icon: Icon;
      summary: Text;
      /**
       * Points shown when the card is open.
       *
       * @minItems 1
       */
      details: [Text, ...Text[]];
    },
    ...{
      title: Text;
      icon: Icon;
      summary: Text;
      /**
       * Points shown when the card is open.
       *
       * @minItems 1
       */
      details: [Text, ...Text[]];
    }[]
  ];
}
/**
 * Features that open one at a time (the first at the start; clicking the open one closes it), with the open feature's demo video beside them. A feature may hold a picker of agent demo videos.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/feature-accordion".
 */
export interface FeatureAccordionBlock {
  /**
   * Features with their demo videos.
   */
  type: 'feature-accordion';
  id?: Anchor;
  eyebrow?: Text;
  heading: Text;
  intro?: Text;
  /**
   * The features, in order.
   *
   * @minItems 1
   */
  features: [
    {
      feature: Text;
      tagline: Text;
      details: Text;
      youtubeId?: YoutubeId;
      agentsLabel?: Text;
      /**
       * Demo videos of single agents, chosen one at a time with previous and next (they wrap around).
       *
       * @minItems 1
       */
      agents?: [
        {
          label: Text;
          title: Text;
          youtubeId?: YoutubeId;
        },
        ...{
          label: Text;
          title: Text;
          youtubeId?: YoutubeId;
        }[]
      ];
    },
    ...{
      feature: Text;
      tagline: Text;
      details: Text;
      youtubeId?: YoutubeId;
      agentsLabel?: Text;
      /**
       * Demo videos of single agents, chosen one at a time with previous and next (they wrap around).
       *
       * @minItems 1
       */
      agents?: [
        {
          label: Text;
          title: Text;
          youtubeId?: YoutubeId;
        },
        ...{
          label: Text;
          title: Text;
          youtubeId?: YoutubeId;
        }[]
      ];
    }[]
  ];
  /**
   * Texts of the player and the picker.
   */
  texts: {
    noVideo: Text;
    noAgent: Text;
    noFeature: Text;
    play: Text;
    previous: Text;
    next: Text;
  };
}
/**
 * Large banner at the top of a page with the page's main heading, an optional background video or image, and buttons.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/hero".
 */
export interface HeroBlock {
  /**
   * A large banner with the page's main heading.
   */
  type: 'hero';
  eyebrow?: Text;
  title: Text;
  subtitle?: Text;
  description?: Text;
  actions?: Actions;
  /**
   * auto: as tall as its text; tall: 80% of the window height; screen: the full window height.
   */
  height: 'auto' | 'tall' | 'screen';
  /**
   * Optional looping muted background video and/or image. Without them (or while they load) a designed gradient is shown.
   */
  background?: {
    /**
     * Path of an .mp4 or .webm file in public/, played muted and looping: under 3 MB, at most 1080p, H.264, VP9 or AV1, without sound (npm run validate checks it and prints the ffmpeg command that makes it fit).
     */
    video?: string;
    /**
     * Image shown before the video plays, and instead of it when motion is reduced. Optional with a video: the build makes one from its first frame.
     */
    poster?: ImageData;
  };
  scrollCue?: Text;
  /**
   * Optional: the title plays an entrance animation once per browser session, remembered in session storage under this key.
   */
  introOncePerSession?: string;
}
/**
 * Numbered steps, each with a short looping video (or a designed placeholder) and a caption, followed by a process-flow diagram.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/how-it-works".
 */
export interface HowItWorksBlock {
  /**
   * Numbered steps with videos and a process-flow diagram.
   */
  type: 'how-it-works';
  id?: Anchor;
  heading: Text;
  intro?: Text;
  /**
   * The steps, in order.
   *
   * @minItems 1
   * @maxItems 6
   */
  steps: [
    {
      caption: Text;
      text?: Text;
      icon?: Icon;
      /**
       * Optional short .mp4 or .webm in public/, played muted and looping (under 3 MB, at most 1080p, without sound). Without it the step shows its icon on a designed background.
       */
      video?: string;
    },
    ...{
      caption: Text;
      text?: Text;
      icon?: Icon;
      /**
       * Optional short .mp4 or .webm in public/, played muted and looping (under 3 MB, at most 1080p, without sound). Without it the step shows its icon on a designed background.
       */
      video?: string;
    }[]
  ];
  /**
   * The process-flow diagram under the steps: an image, or (without one) a diagram drawn from the nodes.
   */
  flow?: {
    heading?: Text;
    image?: Image;
    /**
     * The stages of the process, in order, drawn as connected boxes.
     *
     * @minItems 2
     */
    nodes: [
      {
        label: Text;
        detail?: Text;
        icon?: Icon;
      },
      {
        label: Text;
        detail?: Text;
        icon?: Icon;
      },
      ...{
        label: Text;
        detail?: Text;
        icon?: Icon;
      }[]
    ];
  };
}
/**
 * The grid of category cards of the page's industry (its industry section), each with its first use cases, 'Show More Use Cases' and the use-case detail dialog. Only on pages with an industry section.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/industry-categories".
 */
export interface IndustryCategoriesBlock {
  /**
   * The category grid of this page's industry.
   */
  type: 'industry-categories';
  heading?: Text;
  intro?: Text;
}
/**
 * Cards linking to every industry page, built from their industry sections: a new industry file appears here by itself.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/industry-grid".
 */
export interface IndustryGridBlock {
  /**
   * Cards linking to every industry page.
   */
  type: 'industry-grid';
  id?: Anchor;
  eyebrow?: Text;
  heading: Text;
  intro?: Text;
  actions?: Actions;
}
/**
 * A horizontally scrolling strip of tool logos taken from content/tools.yaml.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/logo-strip".
 */
export interface LogoStripBlock {
  /**
   * A scrolling strip of tool logos.
   */
  type: 'logo-strip';
  heading?: Text;
  intro?: Text;
  /**
   * Ids of tools from content/tools.yaml, in the order they scroll by.
   *
   * @minItems 2
   */
  tools: [ToolsItem, ToolsItem, ...ToolsItem[]];
  /**
   * How many seconds each logo takes to scroll by; larger is slower. The strip stands still when the visitor asks for reduced motion.
   */
  secondsPerLogo: number;
}
/**
 * A compact header with the page's main heading, an introduction and buttons, for text pages.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/page-header".
 */
export interface PageHeaderBlock {
  /**
   * A compact header with the page's main heading.
   */
  type: 'page-header';
  eyebrow?: Text;
  title: Text;
  intro?: Text;
  actions?: Actions;
  image?: Image;
}
/**
 * Running text in titled sections of paragraphs and bullet lists, for pages such as About or the legal pages.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/prose".
 */
export interface ProseBlock {
  /**
   * Running text in titled sections.
   */
  type: 'prose';
  id?: Anchor;
  heading?: Text;
  note?: Text;
  /**
   * The sections, in order.
   *
   * @minItems 1
   */
  sections: [
    {
      id?: Anchor;
      heading?: Text;
      /**
       * Paragraphs of plain text.
       *
       * @minItems 1
       */
      paragraphs?: [Text, ...Text[]];
      /**
       * Bullet points shown after the paragraphs.
       *
       * @minItems 1
       */
      list?: [Text, ...Text[]];
      /**
       * Links shown at the end of the section.
       *
       * @minItems 1
       */
      links?: [
        {
          label: Text;
          to: Link;
        },
        ...{
          label: Text;
          to: Link;
        }[]
      ];
    },
    ...{
      id?: Anchor;
      heading?: Text;
      /**
       * Paragraphs of plain text.
       *
       * @minItems 1
       */
      paragraphs?: [Text, ...Text[]];
      /**
       * Bullet points shown after the paragraphs.
       *
       * @minItems 1
       */
      list?: [Text, ...Text[]];
      /**
       * Links shown at the end of the section.
       *
       * @minItems 1
       */
      links?: [
        {
          label: Text;
          to: Link;
        },
        ...{
          label: Text;
          to: Link;
        }[]
      ];
    }[]
  ];
}
/**
 * Screenshots shown one at a time, advancing on their own; pauses on hover and keyboard focus, stands still when the visitor asks for reduced motion.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/slideshow".
 */
export interface SlideshowBlock {
  /**
   * Screenshots shown one at a time.
   */
  type: 'slideshow';
  id?: Anchor;
  heading?: Text;
  intro?: Text;
  /**
   * Milliseconds each slide stays before the next one (3000 = 3 seconds).
   */
  intervalMs: number;
  /**
   * The slides, in order.
   *
   * @minItems 1
   */
  slides: [
    {
      image?: Image;
      caption: Text;
      text?: Text;
    },
    ...{
      image?: Image;
      caption: Text;
      text?: Text;
    }[]
  ];
}
/**
 * A row of key figures, each a large value with a label.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/stats".
 */
export interface StatsBlock {
  /**
   * A row of key figures.
   */
  type: 'stats';
  heading?: Text;
  /**
   * The figures, in order.
   *
   * @minItems 1
   * @maxItems 6
   */
  items: [
    {
      value: Text;
      label: Text;
    },
    ...{
      value: Text;
      label: Text;
    }[]
  ];
}
/**
 * The use-case catalogue: the page's main heading, a picker of sectors, a search box and the table of agents of the chosen sector. The agents are in content/catalogue/ (one file per list); each sector shows one or more lists.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/use-case-catalogue".
 */
export interface UseCaseCatalogueBlock {
  /**
   * The catalogue of agents by sector.
   */
  type: 'use-case-catalogue';
  title: Text;
  subtitle?: Text;
  actions?: Actions;
  sectorsLabel: Text;
  /**
   * The sectors, in order; the first is chosen when the page opens.
   *
   * @minItems 1
   */
  sectors: [
    {
      name: Text;
      icon: Icon;
      /**
       * The lists this sector shows, one after the other (each list's rows keep their category label).
       *
       * @minItems 1
       */
      lists: [string, ...string[]];
    },
    ...{
      name: Text;
      icon: Icon;
      /**
       * The lists this sector shows, one after the other (each list's rows keep their category label).
       *
       * @minItems 1
       */
      lists: [string, ...string[]];
    }[]
  ];
  searchLabel: Text;
  searchPlaceholder: Text;
  /**
   * Column headings of the table.
   */
  columns: {
    category: Text;
    module: Text;
    agentName: Text;
    description: Text;
    demoReady: Text;
    goLive: Text;
  };
  yes: Text;
  no: Text;
  count: CountedMessage;
  /**
   * Shown for a sector without agents: {sector} is its name.
   */
  empty: string;
  /**
   * Shown when the search matches no agent of the sector: {query} and {sector}.
   */
  noMatch: string;
  loading: Text;
  loadError: Text;
}
/**
 * A text that shows a number, written as {count}, with one form per plural category of the site's language (Intl.PluralRules): the form is chosen by the number. English needs one (for 1) and other (for 0, 2, 3…), for example one: "{count} more AI agent" and other: "{count} more AI agents"; other languages also use zero, two, few or many. Every form shows {count} and the same other values ({query}, {sector}…).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "countedMessage".
 */
export interface CountedMessage {
  /**
   * The form for the numbers the language's zero category holds (Arabic, Latvian, Welsh…; English has none: 0 takes the other form).
   */
  zero?: string;
  /**
   * The form for the numbers the language's one category holds: 1 in English, for example {count} more AI agent.
   */
  one?: string;
  /**
   * The form for the numbers the language's two category holds (Arabic, Hebrew, Welsh, Slovenian…; not English).
   */
  two?: string;
  /**
   * The form for the numbers the language's few category holds (2–4 in Polish, Czech, Russian…; not English).
   */
  few?: string;
  /**
   * The form for the numbers the language's many category holds (5 and more in Polish, Russian…; not English).
   */
  many?: string;
  /**
   * The form for every other number: 0, 2, 3… in English, for example {count} more AI agents. Every language has it.
   */
  other: string;
}
/**
 * The search page: its main heading, the search box with suggestions, the carousel of industry cards filtered by the same query, and the results with their detail dialog. The engine and its constants are in site.config.yaml (search).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/use-case-search".
 */
export interface UseCaseSearchBlock {
  /**
   * The use case search with the industry carousel.
   */
  type: 'use-case-search';
  title: Text;
  subtitle?: Text;
  /**
   * Session storage key remembering that the heading animation has played in this session.
   */
  animationKey: string;
  searchLabel: Text;
  placeholder: Text;
  clearLabel: Text;
  suggestionsLabel: Text;
  actions?: Actions;
  /**
   * The carousel of industry cards (built from the industry pages).
   */
  carousel: {
    heading: Text;
    /**
     * Seconds each card takes to scroll by.
     */
    secondsPerCard: number;
    /**
     * Width of a card in pixels.
     */
    cardWidth: number;
    showing: CountedMessage;
    none: Text;
    explore: Text;
  };
  /**
   * The messages of the results.
   */
  messages: {
    searching: Text;
    found: CountedMessage;
    /**
     * How long the search took: {ms} milliseconds.
     */
    took: string;
    noResultsTitle: Text;
    noResultsText: Text;
    noResultsHint: Text;
    tryDifferent: Text;
    failed: Text;
    keyAdvantage: Text;
    learnMore: Text;
    moreTechnologies: CountedMessage;
    showMore: Text;
  };
}
/**
 * Demo video cards in a carousel: previous and next wrap around, dots jump to the first cards, a card opens its video full screen, and each card has a view toggle with a view count kept in the visitor's browser.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/video-carousel".
 */
export interface VideoCarouselBlock {
  /**
   * Demo video cards in a carousel.
   */
  type: 'video-carousel';
  id?: Anchor;
  eyebrow?: Text;
  heading: Text;
  intro?: Text;
  /**
   * Name of the collection in content/ that holds the cards, for example demo-videos (content/demo-videos.yaml). Every item is shown, in file order.
   */
  videos: DemoVideosItem[];
  /**
   * How many dots under the carousel; dot n jumps to card n.
   */
  dots: number;
  /**
   * Local storage key of the view counts; the visitor's own view marks are kept under the same key with -user added.
   */
  storageKey: string;
  /**
   * Texts of the carousel's buttons and of the video overlay.
   */
  texts: {
    previous: Text;
    next: Text;
    goTo: Text;
    position: Text;
    play: Text;
    views: CountedMessage;
    markViewed: Text;
    close: Text;
    noVideo: Text;
    post: Text;
  };
}
/**
 * A grid of video cards (thumbnail, duration, category, title, description). A card opens the player in a dialog with previous and next, which wrap around, and the position in the list.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/video-library".
 */
export interface VideoLibraryBlock {
  /**
   * A grid of video cards with a player dialog.
   */
  type: 'video-library';
  id?: Anchor;
  eyebrow?: Text;
  heading?: Text;
  intro?: Text;
  /**
   * Name of the collection in content/ that holds the videos, for example guardrail-videos (content/guardrail-videos.yaml). Every item is shown, in file order.
   */
  videos: GuardrailVideosItem[];
  /**
   * Texts of the cards and of the player dialog.
   */
  texts: {
    play: Text;
    duration: Text;
    previous: Text;
    next: Text;
    position: Text;
    close: Text;
    noVideo: Text;
  };
}
/**
 * One list of agents of the use-case catalogue (/ai-use-cases): content/catalogue/<id>.yaml. A sector of the use-case-catalogue block shows it by its id (the file name).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "catalogue-list".
 */
export interface CatalogueList {
  category: Text;
  /**
   * The agents, in the order shown. Rows of the same category stay together.
   */
  rows: {
    /**
     * Unique id of the agent across the catalogue.
     */
    id: string;
    category?: Text;
    agentName: Text;
    module: Text;
    description: Text;
    /**
     * How complex the agent is to put in production.
     */
    complexity: 'Low' | 'Medium' | 'High';
    /**
     * Demo Now column: true shows Yes (a demo can be given now), false shows No.
     */
    demoReady: boolean;
    /**
     * Production In column: time to go live, such as 3 weeks or 8–10 weeks.
     */
    goLive: string;
  }[];
}
/**
 * The style of every category with this name, in any industry.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "collections/category-styles-item".
 */
export interface CategoryStylesItem {
  /**
   * The category name exactly as in the industry pages (letter case counts).
   */
  name: string;
  icon: Icon;
  gradient: Gradient;
}
/**
 * One demo video card.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "collections/demo-videos-item".
 */
export interface DemoVideosItem {
  /**
   * Unique id of the card. Visitors' view counts and view marks are stored in their browser under this id, so keep it when the video changes.
   */
  id: string;
  title: Text;
  icon?: Icon;
  youtubeId?: YoutubeId;
  /**
   * Optional still image of the video in public/ (16:9). Without it the card shows a designed tile.
   */
  poster?: ImageData;
  postUrl?: Link;
  /**
   * View count shown before any visitor marks the video as viewed (each visitor's mark adds 1 in their browser).
   */
  views: number;
}
/**
 * One guardrail video.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "collections/guardrail-videos-item".
 */
export interface GuardrailVideosItem {
  /**
   * Unique id of the video.
   */
  id: string;
  title: Text;
  description: Text;
  category: Text;
  icon: Icon;
  /**
   * Length of the video as minutes:seconds, shown as a badge on the thumbnail.
   */
  duration: string;
  youtubeId?: YoutubeId;
  /**
   * Optional still image of the video in public/ (16:9). Without it the card shows a designed tile with the icon.
   */
  thumbnail?: ImageData;
}
/**
 * One technology.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "collections/technologies-item".
 */
export interface TechnologiesItem {
  /**
   * Unique id that use cases use to refer to this technology.
   */
  id: string;
  name: Text;
}
/**
 * One tool.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "collections/tools-item".
 */
export interface ToolsItem {
  /**
   * Unique id used by pages to refer to this tool.
   */
  id: string;
  name: Text;
  /**
   * Slug of the brand logo in the Simple Icons set (https://simpleicons.org), for example notion or googlesheets. Without it the tool's initials are shown.
   */
  logo?: IconData;
  /**
   * What kind of tool it is.
   */
  category:
    | 'work-management'
    | 'spreadsheet'
    | 'document'
    | 'storage'
    | 'support'
    | 'crm'
    | 'chat'
    | 'calendar'
    | 'code'
    | 'design'
    | 'video'
    | 'automation'
    | 'database'
    | 'commerce'
    | 'finance';
}
/**
 * The industry of an industry page (pages/industries/<slug>.yaml): its name and card for the search page, how its data loads, its categories and its use cases. The page's industry-categories block shows them.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "industry".
 */
export interface IndustrySection {
  /**
   * The industry's key in camelCase, as in the data source's use case fields (realEstate, banking, agriculture, …).
   */
  key: string;
  name: Text;
  summary: Text;
  loadingText: Text;
  errorText?: Text;
  /**
   * 1: categories and use cases load together. 2: categories load first and show at once, then use cases and technologies load in parallel (a failure of the second stage keeps the categories).
   */
  stages: 1 | 2;
  /**
   * The status chip in the hero: always (Loading use cases... then All use cases loaded), whenLoaded (only All use cases loaded), or none.
   */
  statusChip: 'none' | 'always' | 'whenLoaded';
  /**
   * With 2 stages: how many placeholder rows each card shows while its use cases load (0 shows the card without them).
   */
  skeletons: number;
  /**
   * With data.source airtable: the name of this industry's category table in the base; without it, the industry's name. Its use cases are the Use Cases records whose field named like key (realEstate, banking, …) links to these categories.
   */
  airtableTable?: string;
  /**
   * Technology names on the industry's card in the search page's carousel; without it, the four technologies its use cases use most. Filled from the Technologies of the Industries table when reading Airtable.
   *
   * @maxItems 8
   */
  cardTechnologies?: Text[];
  /**
   * The categories, in the order of the grid.
   *
   * @minItems 1
   */
  categories: [
    {
      id: IndustryId;
      name: Text;
      description: Text;
    },
    ...{
      id: IndustryId;
      name: Text;
      description: Text;
    }[]
  ];
  /**
   * The use cases: each appears under every category it lists.
   */
  useCases: {
    id: IndustryId;
    title: Text;
    /**
     * Text shown to visitors. Rendered as plain text, never as HTML.
     */
    description: string;
    /**
     * Text shown to visitors. Rendered as plain text, never as HTML.
     */
    advantage: string;
    /**
     * Text shown to visitors. Rendered as plain text, never as HTML.
     */
    example: string;
    /**
     * Text shown to visitors. Rendered as plain text, never as HTML.
     */
    application: string;
    /**
     * Up to 4 ids from content/technologies.yaml.
     *
     * @maxItems 4
     */
    technologies: TechnologiesItem[];
    /**
     * The category id (or a list of ids) the use case belongs to; it appears under each.
     *
     * @minItems 1
     */
    categories: string | [string, ...string[]];
  }[];
}
/**
 * One page of the site: its address, its title and description for browsers and search engines, and its blocks from top to bottom.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "page".
 */
export interface Page {
  route: Route;
  /**
   * Text shown to visitors. Rendered as plain text, never as HTML.
   */
  title: string;
  /**
   * Text shown to visitors. Rendered as plain text, never as HTML.
   */
  description: string;
  /**
   * false keeps the page out of the sitemap and asks search engines not to index it.
   */
  index: boolean;
  industry?: IndustrySection;
  /**
   * The sections of the page, top to bottom. Each has a type; start typing to see the available types.
   *
   * @minItems 1
   */
  blocks: [
    (
      | HeroBlock
      | PageHeaderBlock
      | CardGridBlock
      | StatsBlock
      | LogoStripBlock
      | HowItWorksBlock
      | SlideshowBlock
      | ProseBlock
      | CtaBlock
      | ContactFormBlock
      | IndustryCategoriesBlock
      | IndustryGridBlock
      | UseCaseSearchBlock
      | UseCaseCatalogueBlock
      | FeatureAccordionBlock
      | ExplainerCardsBlock
      | CounterBlock
      | VideoCarouselBlock
      | VideoLibraryBlock
      | CodeTabsBlock
    ),
    ...(
      | HeroBlock
      | PageHeaderBlock
      | CardGridBlock
      | StatsBlock
      | LogoStripBlock
      | HowItWorksBlock
      | SlideshowBlock
      | ProseBlock
      | CtaBlock
      | ContactFormBlock
      | IndustryCategoriesBlock
      | IndustryGridBlock
      | UseCaseSearchBlock
      | UseCaseCatalogueBlock
      | FeatureAccordionBlock
      | ExplainerCardsBlock
      | CounterBlock
      | VideoCarouselBlock
      | VideoLibraryBlock
      | CodeTabsBlock
    )[]
  ];
}
/**
 * A link with its text.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "site-navLink".
 */
export interface SiteNavLink {
  label: Text;
  to: Link;
}
/**
 * One field of a form.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "site-field".
 */
export interface SiteField {
  /**
   * Name of the field in stored submissions and e-mails.
   */
  name: string;
  label: Text;
  /**
   * text, email (checked as an e-mail address), tel, or textarea (several lines).
   */
  type: 'text' | 'email' | 'tel' | 'textarea';
  /**
   * true when the visitor must fill it in.
   */
  required: boolean;
  /**
   * Most characters accepted (checked in the browser and on the server).
   */
  maxLength: number;
  placeholder?: Text;
  /**
   * HTML autocomplete hint so browsers can fill the field (name, email, given-name, family-name, organization, tel).
   */
  autocomplete?: string;
}
/**
 * The contact form, on the contact page and in the contact dialog.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "site-contactForm".
 */
export interface SiteContactForm {
  transport: SiteTransport;
  fields: SiteFields;
  dialogTitle: Text;
  dialogIntro?: Text;
  close: Text;
  /**
   * Texts of the form.
   */
  text: {
    submit: Text;
    sending: Text;
    success: Text;
    failed: Text;
    offline: Text;
    required: Text;
    invalidEmail: Text;
    tooLong: CountedMessage;
    honeypotLabel: Text;
  };
}
/**
 * The Book a Call dialog: days, time slots, fields, texts, and where bookings go.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "site-bookingForm".
 */
export interface SiteBookingForm {
  transport: SiteTransport;
  fields: SiteFields;
  /**
   * How many consecutive days, starting today, can be chosen.
   */
  days: number;
  /**
   * Time slots offered each day, as H:MM (24-hour clock).
   *
   * @minItems 1
   */
  slots: [string, ...string[]];
  /**
   * How long the confirmation stays before the dialog closes and resets (milliseconds).
   */
  closeAfterMs: number;
  /**
   * Texts of the booking dialog.
   */
  text: {
    submit: Text;
    sending: Text;
    failed: Text;
    offline: Text;
    invalidEmail: Text;
    tooLong: CountedMessage;
    honeypotLabel: Text;
    title: Text;
    intro: Text;
    dateLegend: Text;
    timeLegend: Text;
    detailsLegend: Text;
    today: Text;
    fillAll: Text;
    confirmedTitle: Text;
    confirmedText: Text;
    close: Text;
  };
}
/**
 * Brand, navigation, footer, theme, messages and behaviour of the whole site (site.config.yaml).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "site".
 */
export interface SiteConfig {
  /**
   * The company as shown in the navigation bar, the footer and browser titles.
   */
  brand: {
    name: Text;
    tagline: Text;
    logo?: Asset;
  };
  /**
   * Public address of the site, used for canonical links, Open Graph tags and the sitemap. Can be overridden with the SITE_URL environment variable.
   */
  url: string;
  /**
   * Language of the content, for example en.
   */
  language: string;
  /**
   * The languages the site is shown in. The default one is the language of the source files (language above) and keeps the routes without a prefix; each other one lives under /<code>/ and reads its texts from translation files beside the sources (pages/about.fr.yaml beside pages/about.yaml).
   *
   * @minItems 1
   */
  languages?: [
    {
      /**
       * The language's code: its routes start with /<code>/ and its translation files end in .<code>.yaml.
       */
      code: string;
      /**
       * The language's name in its own language, as the language switcher shows it: Français, العربية.
       */
      name: string;
      /**
       * rtl for a language written from right to left (Arabic, Hebrew).
       */
      dir: 'ltr' | 'rtl';
      /**
       * true for exactly one language: the one the source files are written in.
       */
      default: boolean;
      /**
       * A text not yet translated: fallback shows the default language's text (marked so for screen readers); required makes it a problem, so that nothing is published until it is translated.
       */
      missing: 'fallback' | 'required';
    },
    ...{
      /**
       * The language's code: its routes start with /<code>/ and its translation files end in .<code>.yaml.
       */
      code: string;
      /**
       * The language's name in its own language, as the language switcher shows it: Français, العربية.
       */
      name: string;
      /**
       * rtl for a language written from right to left (Arabic, Hebrew).
       */
      dir: 'ltr' | 'rtl';
      /**
       * true for exactly one language: the one the source files are written in.
       */
      default: boolean;
      /**
       * A text not yet translated: fallback shows the default language's text (marked so for screen readers); required makes it a problem, so that nothing is published until it is translated.
       */
      missing: 'fallback' | 'required';
    }[]
  ];
  /**
   * How browser titles are built from each page's title: {title} is the page title, {brand} the company name.
   */
  titleTemplate: string;
  notFoundRoute: Route;
  /**
   * The fixed bar at the top of every page.
   */
  navigation: {
    /**
     * Links of the bar, in order.
     *
     * @minItems 1
     */
    links: [SiteNavLink, ...SiteNavLink[]];
    cta?: Action;
    /**
     * After the page has scrolled this many pixels, the bar becomes more opaque.
     */
    opaqueAfterPx: number;
  };
  /**
   * The footer at the bottom of every page.
   */
  footer: {
    blurb: Text;
    /**
     * Columns of links, each with a title.
     */
    groups?: {
      title: Text;
      /**
       * Links of the column.
       *
       * @minItems 1
       */
      links: [SiteNavLink, ...SiteNavLink[]];
    }[];
    /**
     * Links to the company's social profiles, shown as icons with labels.
     */
    social?: {
      label: Text;
      to: Link;
      icon: Icon;
    }[];
    /**
     * Small links at the very bottom (privacy, terms, cookies).
     */
    legal?: SiteNavLink[];
    /**
     * Copyright line: {year} becomes the current year, {brand} the company name.
     */
    copyright: string;
  };
  /**
   * Colours and shapes of the (permanently dark) theme, as CSS values.
   */
  theme: {
    /**
     * Colours as CSS colour values (#rrggbb, rgb(), hsl()).
     */
    colors: {
      background: SiteColor;
      surface: SiteColor;
      surfaceRaised: SiteColor;
      border: SiteColor;
      text: SiteColor;
      textMuted: SiteColor;
      primary: SiteColor;
      primaryText: SiteColor;
      accent: SiteColor;
    };
    /**
     * Corner radius of cards and buttons.
     */
    radius: string;
    /**
     * CSS font-family list for all text.
     */
    fontFamily: string;
  };
  /**
   * Texts of the interface itself (loading, errors, accessibility labels).
   */
  messages: {
    skipToContent: Text;
    mainNavigation: Text;
    menuOpen: Text;
    menuClose: Text;
    homeLink: Text;
    pageLoading: Text;
    pageError: Text;
    retry: Text;
    blockError: Text;
    opensInNewTab: Text;
    previous: Text;
    next: Text;
    pause: Text;
    play: Text;
    /**
     * Screen-reader label of a slide: {n} is its number, {total} the number of slides.
     */
    slideOf: string;
    /**
     * Label of the dot that shows slide {n}.
     */
    goToSlide: string;
    videoPlaceholder: Text;
    /**
     * Text shown to visitors. Rendered as plain text, never as HTML.
     */
    carousel: string;
    /**
     * Text shown to visitors. Rendered as plain text, never as HTML.
     */
    slide: string;
    /**
     * Text shown to visitors. Rendered as plain text, never as HTML.
     */
    languages: string;
  };
  /**
   * The contact and booking forms: their fields, their texts, and where submissions go.
   */
  forms: {
    /**
     * Protection of the form endpoint of the project's server.
     */
    limits: {
      /**
       * Largest accepted submission in bytes; bigger requests are refused with status 413.
       */
      maxBodyBytes: number;
      /**
       * How many submissions one visitor (IP address) may send per minute; more are refused with status 429.
       */
      perMinute: number;
    };
    contact: SiteContactForm;
    booking: SiteBookingForm;
  };
  /**
   * Behaviour and interface texts shared by all industry pages.
   */
  industryPages: {
    /**
     * How long loaded industry data stays valid in the browser before it is fetched again.
     */
    cacheMinutes: number;
    /**
     * Milliseconds after the site starts before every industry's data is preloaded, in parallel.
     */
    preloadDelayMs: number;
    /**
     * While the data of every industry page together weighs at most this many KB, compressed as a visitor downloads it, every page preloads all of it (preloadDelayMs after start); past it, a page preloads only the industry pages it links to, so what a page loads does not grow with the site, and npm run validate says so on this line. An industry of today's size weighs about 16 KB: 500 KB preloads every industry of a site of up to about 30.
     */
    preloadEveryIndustryWithinKB: number;
    /**
     * Seconds between the entrances of two neighbouring category cards when the grid scrolls into view (0 makes them enter together).
     */
    cardStaggerSeconds: number;
    /**
     * Use cases shown on each category card; the rest open in the category dialog.
     */
    useCasesPerCard: number;
    defaultError: Text;
    errorHeading: Text;
    tryAgain: Text;
    statusLoading: Text;
    statusLoaded: Text;
    noUseCases: Text;
    noTechnology: Text;
    viewDetails: Text;
    showMore: Text;
    categoryDialogIntro: CountedMessage;
    /**
     * Texts of the use-case detail dialog.
     */
    detail: {
      technologyStack: Text;
      noTechnologies: Text;
      keyAdvantages: Text;
      exampleImplementation: Text;
      practicalApplication: Text;
      ctaHeading: Text;
      ctaText: Text;
      bookCall: Text;
      close: Text;
      loading: Text;
      failed: Text;
    };
    /**
     * Gradient and icon of category cards whose name is not in content/category-styles.yaml.
     */
    defaultStyle: {
      icon: Icon;
      gradient: Gradient;
    };
  };
  /**
   * Where the industries' categories, use cases and technologies come from: the YAML files (default) or an Airtable base read when building.
   */
  data: {
    /**
     * yaml: pages/industries/*.yaml and content/technologies.yaml. airtable: the base below, read when building; the token stays in the build environment and visitors never contact Airtable.
     */
    source: 'yaml' | 'airtable';
    /**
     * The Airtable base, when source is airtable.
     */
    airtable?: {
      /**
       * The base id (app…), from the address of the base in Airtable.
       */
      baseId: string;
      /**
       * Name of the environment variable holding a personal access token with the data.records:read scope on the base. Only the build reads it.
       */
      tokenEnv: string;
      /**
       * The view read from the Use Cases, Technologies and industry category tables (its filters and order apply). An empty text reads the whole table.
       */
      view: string;
      /**
       * The longest the whole read may take, waits after rate limiting included; past it the build stops with an error.
       */
      timeoutSeconds: number;
    };
  };
  /**
   * The search of the /transform page: which engine answers, and its constants.
   */
  search: {
    /**
     * embedded: a search engine in the browser over every use case of the industry pages (works offline). algolia: the hosted Algolia index (fill algolia below and run npm run search:push).
     */
    engine: 'embedded' | 'algolia';
    /**
     * Milliseconds after the last keystroke before searching.
     */
    debounceMs: number;
    /**
     * Results per page; a button shows the next page.
     */
    hitsPerPage: number;
    /**
     * How many title suggestions appear under the search box.
     */
    suggestions: number;
    /**
     * Technology chips on a result card; the rest show as +N more.
     */
    maxTechnologyChips: number;
    /**
     * The Algolia index, when engine is algolia.
     */
    algolia?: {
      /**
       * The Algolia application id.
       */
      appId: string;
      /**
       * Name of the environment variable holding the search-only API key. It is read when building and sent to browsers, as search-only keys are meant to be.
       */
      apiKeyEnv: string;
      /**
       * Name of the environment variable holding the key with write access, used only by npm run search:push (never sent to browsers).
       */
      adminKeyEnv: string;
      /**
       * Name of the index.
       */
      indexName: string;
      /**
       * Optional hosts to use instead of Algolia's own (for tests against a local server).
       *
       * @minItems 1
       */
      hosts?: [
        {
          /**
           * Host name, without protocol or port.
           */
          url: string;
          /**
           * Port number, when not the protocol's usual one.
           */
          port?: number;
          /**
           * http or https (default https).
           */
          protocol: 'http' | 'https';
        },
        ...{
          /**
           * Host name, without protocol or port.
           */
          url: string;
          /**
           * Port number, when not the protocol's usual one.
           */
          port?: number;
          /**
           * http or https (default https).
           */
          protocol: 'http' | 'https';
        }[]
      ];
    };
  };
  /**
   * What the editor's upload accepts (the studio and npm run dev's editor): the largest photo and the largest video a person may upload. A photo is stored without its camera data (place, time, camera); a video too heavy for a background is made into a light muted loop.
   */
  media?: {
    /**
     * The largest image (.jpg, .png, .webp, .avif, .svg) an upload accepts, in megabytes. A camera photo is 3 to 15 MB; the build makes the sizes each screen needs.
     */
    maxImageMB: number;
    /**
     * The largest video (.mp4, .webm, .mov) an upload accepts, in megabytes. A video too heavy for a background is prepared after the upload: a muted loop of at most 12 s, 1080p and 3 MB.
     */
    maxVideoMB: number;
  };
}

/** Each block type page.schema.json lists, with its type; src/blocks/registry.tsx has an entry for each (checked by tsc). */
export interface PageBlockTypes {
  hero: HeroBlock;
  'page-header': PageHeaderBlock;
  'card-grid': CardGridBlock;
  stats: StatsBlock;
  'logo-strip': LogoStripBlock;
  'how-it-works': HowItWorksBlock;
  slideshow: SlideshowBlock;
  prose: ProseBlock;
  cta: CtaBlock;
  'contact-form': ContactFormBlock;
  'industry-categories': IndustryCategoriesBlock;
  'industry-grid': IndustryGridBlock;
  'use-case-search': UseCaseSearchBlock;
  'use-case-catalogue': UseCaseCatalogueBlock;
  'feature-accordion': FeatureAccordionBlock;
  'explainer-cards': ExplainerCardsBlock;
  counter: CounterBlock;
  'video-carousel': VideoCarouselBlock;
  'video-library': VideoLibraryBlock;
  'code-tabs': CodeTabsBlock;
}

/** A block of a page, as its schema describes it. */
export type PageBlock = PageBlockTypes[keyof PageBlockTypes];

/** Every schema of schemas/blocks/ is listed in page.schema.json: one that is not fails to compile here, named. */
export type EveryBlockSchemaIsListed = Listed<Exclude<'card-grid' | 'code-tabs' | 'contact-form' | 'counter' | 'cta' | 'explainer-cards' | 'feature-accordion' | 'hero' | 'how-it-works' | 'industry-categories' | 'industry-grid' | 'logo-strip' | 'page-header' | 'prose' | 'slideshow' | 'stats' | 'use-case-catalogue' | 'use-case-search' | 'video-carousel' | 'video-library', keyof PageBlockTypes>>;
type Listed<Missing extends never> = Missing;
