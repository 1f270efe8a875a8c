/* Generated from schemas/ by `npm run schema-types` (src/config/schemas/type-generator.ts): do not edit.
 * npm test fails when this file and the schemas disagree. */
import type {HighlightedCode, IconData, ImageData} from './values.ts';

/**
 * Optional short name of this section, so that links can lead straight to it (with an address ending in #name).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "anchor".
 */
export type Anchor = string;
/**
 * Text shown to visitors, as written.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "text".
 */
export type Text = string;
/**
 * An icon, by its name in the icon collection at lucide.dev/icons (for example rocket or shield-check).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "icon".
 */
export type Icon = IconData;
/**
 * Where a link leads: a page of this site (/about), a full web address (https://…), an e-mail address (mailto:…) or a phone number (tel:…).
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
 * The video on YouTube: the 11 letters and digits after v= in its address (paste the whole address and the right part is suggested). Leave it empty while the video is not published: a placeholder is shown.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "youtubeId".
 */
export type YoutubeId = string;
/**
 * A picture with a short description of what it shows. A photo is sent to each screen in the size it needs.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "image".
 */
export type Image = ImageData;
/**
 * The colours and icon of the industry pages' category cards, by the category's exact name. A category not listed here gets the site's default style.
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
 * A colour: a code such as #6366f1, or a name such as indigo.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "color".
 */
export type Color = string;
/**
 * Demo videos of agents the team built, shown as cards on the Technical Expertise page. Each card opens its video full screen and has a button to mark it as viewed, with a view count.
 *
 * @minItems 1
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "collections/demo-videos".
 */
export type DemoVideos = [DemoVideosItem, ...DemoVideosItem[]];
/**
 * Short videos on how agents are monitored and controlled, shown as cards on the AI No Black Box page. To add a video, add an entry to the list.
 *
 * @minItems 1
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "collections/guardrail-videos".
 */
export type GuardrailVideos = [GuardrailVideosItem, ...GuardrailVideosItem[]];
/**
 * The technologies use cases are built with, shown as tags on use cases and in their details.
 *
 * @minItems 1
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "collections/technologies".
 */
export type Technologies = [TechnologiesItem, ...TechnologiesItem[]];
/**
 * Tools and services the company connects agents to. Pages show them, for example in a strip of tool logos.
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
 * A file of the site, such as a picture or a video: choose one already on the site or upload a new one.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "asset".
 */
export type Asset = string;
/**
 * A short code of lower-case letters, digits and hyphens.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "industry-id".
 */
export type IndustryId = string;
/**
 * A colour: a code such as #7c5cff, or a name such as black.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "site-color".
 */
export type SiteColor = string;
/**
 * Where the messages sent with this form go: local keeps them on the site's server; formsubmit sends them by e-mail through the FormSubmit service; webhook sends them to another service (a CRM, an automation tool).
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
       * Keep them on the site's server.
       */
      type: 'local';
    }
  | {
      /**
       * Send them by e-mail through FormSubmit.
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
       * Address of the FormSubmit service: change it only for testing.
       */
      endpoint: string;
      /**
       * How long to wait for FormSubmit, in thousandths of a second, before telling the visitor it failed.
       */
      timeoutMs: number;
    }
  | {
      /**
       * Send them to another service.
       */
      type: 'webhook';
      /**
       * Full address of the service that receives the messages.
       */
      url: string;
      /**
       * Optional: the name under which a password shared with the service is sent along, such as X-Webhook-Secret.
       */
      secretHeader?: string;
      /**
       * The name of the server setting that holds that shared password (never the password itself).
       */
      secretEnv?: string;
      /**
       * How long to wait for the service, in thousandths of a second, before telling the visitor it failed.
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
 * The language with the country of its readers, as social networks label a shared page: fr_FR for French in France, ar_MA for Arabic in Morocco. Left out, the language's short code is used.
 */
export type LanguageAndCountry = string;
/**
 * The address of the page visitors are sent to, such as /property (or a section of it: /property#contact).
 */
export type PageItLeadsTo = string;
/**
 * Addresses that no longer have a page, each with the page visitors are sent to instead, so that old links and bookmarks keep working. Renaming a page in the editor adds one by itself.
 */
export type OldAddresses = OldAddress[];

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
 * A button that leads to a page or an address, or opens a window on the spot (booking a call, or the contact form).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "action".
 */
export interface Action {
  label: Text;
  to?: Link;
  /**
   * How the button looks: primary is filled, secondary is outlined.
   */
  style: 'primary' | 'secondary';
  /**
   * Instead of leading somewhere: open the Book a Call window (booking) or the contact form (contact), without leaving the page.
   */
  opens?: 'booking' | 'contact';
}
/**
 * Code examples in tabs, the first one shown at the start, coloured for easy reading and with a button to copy them.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/code-tabs".
 */
export interface CodeTabsBlock {
  /**
   * Code examples in tabs.
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
       * The Python code shown in this tab, exactly as it should appear, line by line. It is coloured for easy reading.
       */
      code: HighlightedCode;
    },
    ...{
      label: Text;
      caption?: Text;
      /**
       * The Python code shown in this tab, exactly as it should appear, line by line. It is coloured for easy reading.
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
 * The contact form, beside a panel with the company's contact details and reasons to choose it. The form's own fields and texts are shared by the whole site and set in the site settings.
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
      /**
       * Text shown to visitors, as written.
       */
      value: string;
      to?: Link;
    },
    ...{
      icon?: Icon;
      label: Text;
      /**
       * Text shown to visitors, as written.
       */
      value: string;
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
   * How long the count takes, in thousandths of a second (2000 = 2 seconds).
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
  id?: Anchor;
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
  id?: Anchor;
  eyebrow?: Text;
  title: Text;
  subtitle?: Text;
  description?: Text;
  actions?: Actions;
  /**
   * How tall the banner is: auto fits its text, tall fills most of the screen, screen fills the whole screen.
   */
  height: 'auto' | 'tall' | 'screen';
  /**
   * Optional video or picture behind the heading. Without one, and while it loads, a colour gradient is shown.
   */
  background?: {
    /**
     * A short looping video played behind the heading, without sound. Upload any phone or camera video: it is made light and silent for the web.
     */
    video?: string;
    /**
     * Picture shown until the video plays, and instead of it for visitors who turn animations off. Optional with a video: its first image is used.
     */
    poster?: ImageData;
  };
  scrollCue?: Text;
  /**
   * Optional: give a name here (any name not used elsewhere) to make the heading play an entrance animation, once per visit.
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
       * Optional short video of the step, played in a loop without sound. Upload any phone or camera video: it is made light and silent for the web. Without one, the step shows its icon.
       */
      video?: string;
    },
    ...{
      caption: Text;
      text?: Text;
      icon?: Icon;
      /**
       * Optional short video of the step, played in a loop without sound. Upload any phone or camera video: it is made light and silent for the web. Without one, the step shows its icon.
       */
      video?: string;
    }[]
  ];
  /**
   * The process diagram under the steps: a picture, or else a diagram drawn from its stages.
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
 * The grid of this industry's category cards, each listing its first use cases, with a button to show more and a window with the details of each use case. Only on industry pages.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/industry-categories".
 */
export interface IndustryCategoriesBlock {
  /**
   * The category grid of this page's industry.
   */
  type: 'industry-categories';
  id?: Anchor;
  heading?: Text;
  intro?: Text;
}
/**
 * Cards linking to every industry page. A new industry page appears here by itself.
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
 * A strip of tool logos that scrolls sideways, chosen from the site's list of tools.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/logo-strip".
 */
export interface LogoStripBlock {
  /**
   * A scrolling strip of tool logos.
   */
  type: 'logo-strip';
  id?: Anchor;
  heading?: Text;
  intro?: Text;
  /**
   * The tools whose logos scroll by, in order, chosen from the site's list of tools.
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
  id?: Anchor;
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
   * Optional: the day the text was last changed, written year-month-day (2026-11-21). The same in every language: the note shows it where it says {date}, as each language writes a date.
   */
  updated?: string;
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
 * Screenshots shown one at a time, moving on by themselves. They pause while the visitor points at them, and stay still for visitors who turn animations off.
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
   * How long each slide stays, in thousandths of a second (3000 = 3 seconds).
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
  id?: Anchor;
  heading?: Text;
  /**
   * The figures, in order.
   *
   * @minItems 1
   * @maxItems 6
   */
  items: [
    {
      /**
       * Text shown to visitors, as written.
       */
      value: string;
      label: Text;
    },
    ...{
      /**
       * Text shown to visitors, as written.
       */
      value: string;
      label: Text;
    }[]
  ];
}
/**
 * The use-case catalogue: the page's main heading, sector buttons, a search box and the table of the chosen sector's agents. Each sector shows one or more lists of agents.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/use-case-catalogue".
 */
export interface UseCaseCatalogueBlock {
  /**
   * The catalogue of agents by sector.
   */
  type: 'use-case-catalogue';
  id?: Anchor;
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
   * Shown for a sector without agents: {sector} stands for the sector's name.
   */
  empty: string;
  /**
   * Shown when the search matches no agent of the sector: {query} stands for the search, {sector} for the sector.
   */
  noMatch: string;
  loading: Text;
  loadError: Text;
}
/**
 * A text that shows a number, {count}, written once for each form the site's language gives a counted word: in English, one for 1 (for example {count} more AI agent) and other for every other number ({count} more AI agents). Other languages also use zero, two, few or many. Every form shows {count} and the same other values ({query}, {sector}…).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "countedMessage".
 */
export interface CountedMessage {
  /**
   * The form for zero, in the languages that have one (Arabic, Latvian, Welsh…). English has none: 0 takes the other form.
   */
  zero?: string;
  /**
   * The form for one: 1 in English, for example {count} more AI agent.
   */
  one?: string;
  /**
   * The form for two, in the languages that have one (Arabic, Hebrew, Welsh, Slovenian…; not English).
   */
  two?: string;
  /**
   * The form for a few, in the languages that have one (2 to 4 in Polish, Czech, Russian…; not English).
   */
  few?: string;
  /**
   * The form for many, in the languages that have one (5 and more in Polish, Russian…; not English).
   */
  many?: string;
  /**
   * The form for every other number: 0, 2, 3… in English, for example {count} more AI agents. Every language has it.
   */
  other: string;
}
/**
 * The search page: its main heading, the search box with suggestions, a carousel of the industry cards that match the same search, and the results with their details. How the search works is set in the site settings.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "blocks/use-case-search".
 */
export interface UseCaseSearchBlock {
  /**
   * The use-case search with the industry carousel.
   */
  type: 'use-case-search';
  id?: Anchor;
  title: Text;
  subtitle?: Text;
  /**
   * A name (any name not used elsewhere) under which the browser remembers that the heading animation has played, so that it plays once per visit.
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
     * How long the search took: {ms} stands for the time in thousandths of a second.
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
   * The videos shown as cards: the list of demo videos. Every video of the list is shown, in its order.
   */
  videos: DemoVideosItem[];
  /**
   * How many dots under the carousel; dot n jumps to card n.
   */
  dots: number;
  /**
   * A name (any name not used elsewhere) under which each visitor's browser remembers the views of these videos. Keep it once the page is live, or the counts start again.
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
   * The videos shown as cards: the list of guardrail videos. Every video of the list is shown, in its order.
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
 * One list of agents of the use-case catalogue page. A sector of the catalogue shows it when it names this list.
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
     * A short code for this agent, different from every other agent of the catalogue.
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
     * Tick when a demo can be given now: the Demo Now column then shows Yes, else No.
     */
    demoReady: boolean;
    /**
     * Production In column: time to go live, a number and a unit (days, weeks or months), such as 3 weeks, 10 days or 8–10 weeks; each language writes it its own way (3 semaines).
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
   * A short code for this card, different from every other card. Visitors' browsers remember their views under it, so keep it when the video changes.
   */
  id: string;
  title: Text;
  icon?: Icon;
  youtubeId?: YoutubeId;
  /**
   * Optional still picture of the video, in a wide 16:9 shape. Without it the card shows a coloured tile.
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
   * A short code for this video, different from every other video.
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
   * Optional still picture of the video, in a wide 16:9 shape. Without it the card shows a coloured tile with the icon.
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
   * A short code for this technology, different from every other one: use cases name it to list the technology.
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
   * A short code for this tool, different from every other one: pages name it to show the tool.
   */
  id: string;
  /**
   * Text shown to visitors, as written.
   */
  name: string;
  /**
   * The tool's brand logo, by its name in the Simple Icons collection (simpleicons.org), for example notion or googlesheets. Without it the tool's initials are shown.
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
 * The industry this page presents: its name and card on the search page, its categories and its use cases. The page's categories and use cases section shows them.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "industry".
 */
export interface IndustrySection {
  /**
   * A short code naming the industry in one word, each new word starting with a capital (realEstate, banking, agriculture…), as in the use-case data.
   */
  key: string;
  name: Text;
  summary: Text;
  loadingText: Text;
  /**
   * Text shown to visitors, as written.
   */
  errorText?: string;
  /**
   * How the page loads: 1 loads categories and use cases together; 2 shows the categories first, then fills in the use cases.
   */
  stages: 1 | 2;
  /**
   * The small status label at the top of the page: always shows it while loading and once loaded, whenLoaded only once everything is loaded, none never.
   */
  statusChip: 'none' | 'always' | 'whenLoaded';
  /**
   * When the page loads in 2 steps: how many grey placeholder lines each card shows while its use cases load (0 for none).
   */
  skeletons: number;
  /**
   * Only when the site reads its use cases from Airtable: the name of this industry's table of categories there. Without it, the industry's name.
   */
  airtableTable?: string;
  /**
   * Technologies named on the industry's card on the search page. Without them, the four its use cases use most.
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
      /**
       * Text shown to visitors, as written.
       */
      name: string;
      description: Text;
    },
    ...{
      id: IndustryId;
      /**
       * Text shown to visitors, as written.
       */
      name: string;
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
     * Text shown to visitors, as written.
     */
    description: string;
    /**
     * Text shown to visitors, as written.
     */
    advantage: string;
    /**
     * Text shown to visitors, as written.
     */
    example: string;
    /**
     * Text shown to visitors, as written.
     */
    application: string;
    /**
     * Up to four technologies the agent is built with, chosen from the site's list of technologies.
     *
     * @maxItems 4
     */
    technologies: TechnologiesItem[];
    /**
     * The category (or categories) of this page the use case belongs to; it appears under each.
     *
     * @minItems 1
     */
    categories: string | [string, ...string[]];
  }[];
}
/**
 * One page of the site: its address, its title and description for browsers and search engines, and its sections from top to bottom.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "page".
 */
export interface Page {
  route: Route;
  /**
   * Text shown to visitors, as written.
   */
  title: string;
  /**
   * Text shown to visitors, as written.
   */
  description: string;
  /**
   * Untick to keep search engines from listing this page.
   */
  index: boolean;
  industry?: IndustrySection;
  /**
   * The sections of the page, from top to bottom. Each is of one kind, chosen when it is added.
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
   * Name of the field in the messages received.
   */
  name: string;
  label: Text;
  /**
   * text for a line of text, email for an e-mail address (checked), tel for a phone number, textarea for several lines.
   */
  type: 'text' | 'email' | 'tel' | 'textarea';
  /**
   * Tick when the visitor must fill it in.
   */
  required: boolean;
  /**
   * The most characters accepted.
   */
  maxLength: number;
  placeholder?: Text;
  /**
   * What the field asks for, so that browsers can fill it in for the visitor: name, email, given-name, family-name, organization or tel.
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
   * How long the confirmation stays before the window closes and starts again, in thousandths of a second.
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
 * The settings of the whole site: brand, navigation, footer, colours, messages and behaviour.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "site".
 */
export interface SiteConfig {
  /**
   * The company as shown in the navigation bar, the footer and browser titles.
   */
  brand: {
    /**
     * Text shown to visitors, as written.
     */
    name: string;
    tagline: Text;
    /**
     * Optional square logo shown before the name. Without it, a monogram of the name is shown.
     */
    logo?: string;
  };
  /**
   * The site's public address, given to search engines and used in links shared on social networks.
   */
  url: string;
  /**
   * The language the site's texts are written in, as a short code such as en.
   */
  language: string;
  /**
   * The languages the site is shown in. The main one is the language the site is written in, at the usual addresses; each other one has its own addresses, starting with its code (/fr/…), and its own translations of the texts.
   *
   * @minItems 1
   */
  languages?: [
    {
      /**
       * The language's short code, such as fr or ar: the addresses of its pages start with it (/fr/…).
       */
      code: string;
      /**
       * The language's name in its own language, as the language switcher shows it: Français, العربية.
       */
      name: string;
      /**
       * Writing direction: rtl for a language written from right to left (Arabic, Hebrew), else ltr.
       */
      dir: 'ltr' | 'rtl';
      /**
       * Tick for exactly one language: the one the site is written in.
       */
      default: boolean;
      locale?: LanguageAndCountry;
      /**
       * What happens to a text not yet translated: fallback shows it in the main language instead; required keeps the site from being published until it is translated; hide shows it in the main language too, but a page with no text translated yet does not exist in this language: links to it lead to the page in the main language. The home page and the page shown for wrong addresses are never hidden: untranslated, they show in the main language.
       */
      missing: 'fallback' | 'required' | 'hide';
    },
    ...{
      /**
       * The language's short code, such as fr or ar: the addresses of its pages start with it (/fr/…).
       */
      code: string;
      /**
       * The language's name in its own language, as the language switcher shows it: Français, العربية.
       */
      name: string;
      /**
       * Writing direction: rtl for a language written from right to left (Arabic, Hebrew), else ltr.
       */
      dir: 'ltr' | 'rtl';
      /**
       * Tick for exactly one language: the one the site is written in.
       */
      default: boolean;
      locale?: LanguageAndCountry;
      /**
       * What happens to a text not yet translated: fallback shows it in the main language instead; required keeps the site from being published until it is translated; hide shows it in the main language too, but a page with no text translated yet does not exist in this language: links to it lead to the page in the main language. The home page and the page shown for wrong addresses are never hidden: untranslated, they show in the main language.
       */
      missing: 'fallback' | 'required' | 'hide';
    }[]
  ];
  /**
   * How the title in the browser tab is made from each page's title: {title} stands for the page's title, {brand} for the company name.
   */
  titleTemplate: string;
  /**
   * The address of a page on this site, starting with "/" (for example /about).
   */
  notFoundRoute: string;
  redirects: OldAddresses;
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
      /**
       * Text shown to visitors, as written.
       */
      label: string;
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
   * Colours and shapes of the site's look, which is always dark.
   */
  theme: {
    /**
     * The site's colours.
     */
    colors: {
      background: SiteColor;
      surface: SiteColor;
      surfaceRaised: SiteColor;
      border: SiteColor;
      text: SiteColor;
      /**
       * A colour: a code such as #7c5cff, or a name such as black.
       */
      textMuted: string;
      primary: SiteColor;
      primaryText: SiteColor;
      accent: SiteColor;
    };
    /**
     * How rounded the corners of cards and buttons are, for example 14px.
     */
    radius: string;
    /**
     * The typeface of all text, followed by the ones used when it is missing, for example Inter, system-ui, sans-serif.
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
     * Text shown to visitors, as written.
     */
    carousel: string;
    /**
     * Text shown to visitors, as written.
     */
    slide: string;
    /**
     * Text shown to visitors, as written.
     */
    languages: string;
    notTranslated?: Text;
    /**
     * What an old address shows for the instant before the browser goes on to the page that replaced it (see Old addresses): {page} is a link to that page, named by its title.
     */
    pageMoved: string;
  };
  /**
   * The contact and booking forms: their fields, their texts, and where submissions go.
   */
  forms: {
    /**
     * Protection of the forms against abuse: the largest message accepted, and how many one visitor may send.
     */
    limits: {
      /**
       * The largest message accepted, in bytes (about one character each); a bigger one is refused.
       */
      maxBodyBytes: number;
      /**
       * How many messages one visitor may send per minute; more are refused.
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
     * How long, in minutes, a visitor's browser keeps an industry's use cases before loading them again.
     */
    cacheMinutes: number;
    /**
     * How long after a page opens, in thousandths of a second, every industry's use cases start loading in the background.
     */
    preloadDelayMs: number;
    /**
     * Up to this size in KB of all industries' use cases together, every page loads them all in the background, so that industry pages open at once; past it, a page loads only the industries it links to.
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
    /**
     * Text shown to visitors, as written.
     */
    defaultError: string;
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
      /**
       * Text shown to visitors, as written.
       */
      loading: string;
      /**
       * Text shown to visitors, as written.
       */
      failed: string;
    };
    /**
     * Colours and icon of the category cards whose name has no style of its own.
     */
    defaultStyle: {
      icon: Icon;
      gradient: Gradient;
    };
  };
  /**
   * Where the industries' categories, use cases and technologies come from: the site's own industry pages (the usual way) or an Airtable base.
   */
  data: {
    /**
     * The industry pages and the list of technologies edited here, or (airtable) the Airtable base below, read each time the site is published.
     */
    source: 'yaml' | 'airtable';
    /**
     * The Airtable base, when the use cases come from Airtable.
     */
    airtable?: {
      /**
       * The code of the Airtable base, starting with app: it is in the base's address in Airtable.
       */
      baseId: string;
      /**
       * The name of the server setting that holds the Airtable access key (never the key itself). The site's developer sets it up.
       */
      tokenEnv: string;
      /**
       * The Airtable view read from the tables of use cases, technologies and categories (its filters and order apply). Leave it empty to read whole tables.
       */
      view: string;
      /**
       * The longest reading Airtable may take, in seconds; past it, publishing stops with an error.
       */
      timeoutSeconds: number;
    };
  };
  /**
   * The search of the search page: what answers it, and how it behaves.
   */
  search: {
    /**
     * embedded: the search runs in the visitor's browser over every use case of the industry pages. algolia: the Algolia search service set below answers it.
     */
    engine: 'embedded' | 'algolia';
    /**
     * How long after the visitor stops typing the search starts, in thousandths of a second.
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
     * How many technology tags a result card shows; the rest show as +N more.
     */
    maxTechnologyChips: number;
    /**
     * The Algolia search service, when the search uses it.
     */
    algolia?: {
      /**
       * The code of the Algolia application, as the Algolia dashboard shows it.
       */
      appId: string;
      /**
       * The name of the server setting that holds Algolia's search-only key (never the key itself).
       */
      apiKeyEnv: string;
      /**
       * The name of the server setting that holds Algolia's key with the right to change the index (never the key itself). Visitors never receive it.
       */
      adminKeyEnv: string;
      /**
       * Name of the Algolia index that holds the use cases.
       */
      indexName: string;
      /**
       * For testing only: other servers to ask instead of Algolia's own.
       *
       * @minItems 1
       */
      hosts?: [
        {
          /**
           * The server's name, without http:// or a port number.
           */
          url: string;
          /**
           * The server's port number, when not the usual one.
           */
          port?: number;
          /**
           * http or https (https when left out).
           */
          protocol: 'http' | 'https';
        },
        ...{
          /**
           * The server's name, without http:// or a port number.
           */
          url: string;
          /**
           * The server's port number, when not the usual one.
           */
          port?: number;
          /**
           * http or https (https when left out).
           */
          protocol: 'http' | 'https';
        }[]
      ];
    };
  };
  /**
   * What the editor accepts as uploads: the largest photo and the largest video a person may upload. A photo is stored without its camera data (place, time, camera); a video too heavy for a background is made into a light, silent loop.
   */
  media?: {
    /**
     * The largest picture an upload accepts, in megabytes. A camera photo weighs 3 to 15 MB; each screen is then sent the size it needs.
     */
    maxImageMB: number;
    /**
     * The largest video an upload accepts, in megabytes. After the upload, a video too heavy for a background is made into a silent loop of at most 12 seconds.
     */
    maxVideoMB: number;
  };
}
/**
 * An address that no longer has a page, and the page visitors are sent to instead.
 */
export interface OldAddress {
  from: Route;
  to: PageItLeadsTo;
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
