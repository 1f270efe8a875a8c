import type { ImageData } from '../model/values.ts';

interface Props {
  image: ImageData;
  /** The text alternative, when the image's own is not the one to read (a decorative image: ''). */
  alt?: string;
  className?: string;
  /** How wide the image shows, for the browser to pick a size: a CSS `sizes` value. */
  sizes: string;
  /**
   * The widest it ever shows, in CSS pixels, when that is less than the screen: sizes past twice that
   * are left out. A 3× phone gains little from them, and a browser that picks a size before it knows
   * the page's viewport (Chromium's preload scanner assumes 980 px on a phone) would fetch the largest
   * and then the right one.
   */
  maxWidth?: number;
  /**
   * `lcp`: the page's largest element in the first screen (fetched first, never lazily); `above`: in the
   * first screen; `below` (default): loaded when it comes near.
   */
  place?: 'lcp' | 'above' | 'below';
}

/**
 * An image from YAML in the sizes and formats the build made (src/prerender/images.ts): AVIF, then WebP,
 * then the fallback; width and height reserve its space; its tiny blurred placeholder paints under it
 * until it has loaded. An image the pipeline did not process (SVG) is the plain file.
 */
export function Picture({ image, alt = image.alt ?? '', className, sizes, maxWidth, place = 'below' }: Props) {
  const img = (
    <img
      className={className}
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={place === 'below' ? 'lazy' : undefined}
      decoding="async"
      fetchPriority={place === 'lcp' ? 'high' : undefined}
      style={image.placeholder ? { backgroundImage: `url(${image.placeholder})`, backgroundSize: 'cover' } : undefined}
    />
  );
  if (!image.sources) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={maxWidth ? upTo(source.srcset, maxWidth * 2) : source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}

/** The srcset's sizes below `width`, and the first at or past it. */
function upTo(srcset: string, width: number): string {
  const entries = srcset.split(', ');
  const enough = entries.findIndex((entry) => Number(entry.split(' ')[1].slice(0, -1)) >= width);
  return (enough === -1 ? entries : entries.slice(0, enough + 1)).join(', ');
}
