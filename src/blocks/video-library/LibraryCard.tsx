import type { Ref } from 'react';
import type { VideoLibraryBlock } from '../../model/schema-types.generated.ts';
import { fillMessage } from '../../ui/site-context.tsx';
import { VideoThumbnail } from '../../ui/VideoThumbnail.tsx';

interface LibraryCardProps {
  item: VideoLibraryBlock['videos'][number];
  texts: VideoLibraryBlock['texts'];
  /** The colour of its category's tile (hueAt), when it has no still. */
  hue: number;
  buttonRef: Ref<HTMLButtonElement>;
  onOpen: () => void;
}

/** One card of the grid: its thumbnail opens the player on its video. */
export function LibraryCard({ item, texts, hue, buttonRef, onOpen }: LibraryCardProps) {
  return (
    <li className="library-card">
      <button type="button" ref={buttonRef} className="library-card__open" aria-label={`${texts.play}: ${item.title} (${fillMessage(texts.duration, { duration: item.duration })})`} onClick={onOpen}>
        <VideoThumbnail poster={item.thumbnail} icon={item.icon} hue={hue} badge={item.duration} />
      </button>
      <div className="library-card__body">
        <p className="library-card__category">{item.category}</p>
        <h3 className="library-card__title">{item.title}</h3>
        <p className="library-card__description">{item.description}</p>
      </div>
    </li>
  );
}
