/** Values the build resolves from what YAML names (icons, code), shared by the generated schema types and the model. */

/** An SVG icon resolved at build time from a Lucide name or a Simple Icons slug. */
export interface IconData {
  /** 'stroke' for Lucide outline icons, 'fill' for brand logos. */
  mode: 'stroke' | 'fill';
  /** SVG child elements as [tag, attributes]. */
  elements: [string, Record<string, string>][];
  /** Brand colour (#rrggbb) for logos. */
  color?: string;
}

/** Source code highlighted at build time: per line, its tokens as [text, colour]. */
export interface HighlightedCode {
  language: string;
  lines: [string, string][][];
}

/** One format of a responsive image: its files by width, for <source srcset>. */
export interface ImageSource {
  type: string;
  srcset: string;
}

/**
 * An image named in YAML (schemas: x-image), as the page receives it: its size read from the file
 * (no layout shift) and, for a raster image, the sizes and formats the build made (src/prerender/images.ts)
 * and a tiny blurred placeholder painted while it loads.
 */
export interface ImageData {
  src: string;
  alt?: string;
  width: number;
  height: number;
  sources?: ImageSource[];
  placeholder?: string;
}
