import type { SlideshowBlock } from '../../model/schema-types.generated.ts';
import { MediaPlaceholder } from '../../ui/MediaPlaceholder.tsx';

interface SlideProps {
  slide: SlideshowBlock['slides'][number];
  index: number;
  /** Whether the slideshow has moved: from then on every slide fades in. */
  advanced: boolean;
  roleDescription: string;
  label: string;
}

export function Slide({ slide, index, advanced, roleDescription, label }: SlideProps) {
  return (
    <div className={index === 0 && !advanced ? 'slideshow__slide' : 'slideshow__slide slideshow__slide--enter'} role="group" aria-roledescription={roleDescription} aria-label={label}>
      <figure className="slideshow__figure">
        <div className="slideshow__media">
          {slide.image ? (
            <img src={slide.image.src} alt={slide.image.alt} width={slide.image.width} height={slide.image.height} loading={index === 0 ? 'lazy' : 'eager'} decoding="async" />
          ) : (
            <MediaPlaceholder caption={slide.caption} label={slide.caption} className="slideshow__placeholder" />
          )}
        </div>
        <figcaption className="slideshow__caption">
          <strong>{slide.caption}</strong>
          {slide.text && <span>{slide.text}</span>}
        </figcaption>
      </figure>
    </div>
  );
}
