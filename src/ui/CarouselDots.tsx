/**
 * The dots under a carousel or slideshow: one button per position (24 px targets around a small
 * visible dot), the current one marked with aria-current.
 */
export function CarouselDots({
  count,
  current,
  label,
  onSelect,
  controls,
  className,
  dotClassName,
}: {
  count: number;
  current: number;
  /** The button's accessible name for position n (1-based). */
  label: (n: number) => string;
  onSelect: (index: number) => void;
  /** Id of the region the dots change. */
  controls?: string;
  className?: string;
  dotClassName?: string;
}) {
  return (
    <div className={className ? `carousel-dots ${className}` : 'carousel-dots'}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className={dotClassName ? `carousel-dot ${dotClassName}` : 'carousel-dot'}
          aria-label={label(i + 1)}
          aria-current={i === current ? 'true' : undefined}
          aria-controls={controls}
          onClick={() => onSelect(i)}
        />
      ))}
    </div>
  );
}
