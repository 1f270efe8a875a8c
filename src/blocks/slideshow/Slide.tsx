import { Picture } from '../../ui/Picture.tsx';
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
            // the first slide waits until it comes near; the others are fetched once the page is in, ready to turn to
            <Picture image={slide.image} sizes="(min-width: 1100px) 960px, 92vw" place={index === 0 ? 'below' : 'above'} />
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
