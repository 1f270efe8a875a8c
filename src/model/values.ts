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
