import { useId, useRef, useState } from 'react';
import type { BlockProps } from '../../model/types.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { AnimatePresence } from '../../ui/motion.tsx';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import { hueAt } from '../../ui/VideoThumbnail.tsx';
import { LibraryCard } from './LibraryCard.tsx';
import { LibraryPlayer } from './LibraryPlayer.tsx';
import type { VideoLibraryBlock } from '../../model/schema-types.generated.ts';
import './video-library.css';

/**
 * A grid of video cards; a card opens the player in a dialog with previous and next (wrapping at both
 * ends, also with the arrow keys) and the position in the list.
 */
export default function VideoLibrary({ block }: BlockProps<VideoLibraryBlock>) {
  const { videos, texts } = block;
  const [open, setOpen] = useState(false);
  // kept after closing: focus then returns to the card of the video shown last
  const [current, setCurrent] = useState(0);
  const cards = useRef<(HTMLButtonElement | null)[]>([]);
  const titleId = useId();
  const step = (by: number) => setCurrent((i) => (i + by + videos.length) % videos.length);
  const categories = [...new Set(videos.map((video) => video.category))];

  return (
    <section className="section video-library" id={block.id}>
      <div className="container">
        <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
        <ul className="video-library__grid">
          {videos.map((item, index) => (
            <LibraryCard
              key={item.id}
              item={item}
              texts={texts}
              hue={hueAt(categories.indexOf(item.category))}
              buttonRef={(element) => {
                cards.current[index] = element;
              }}
              onOpen={() => {
                setCurrent(index);
                setOpen(true);
              }}
            />
          ))}
        </ul>
      </div>
      <AnimatePresence>
        {open && (
          <Dialog onClose={() => setOpen(false)} labelledBy={titleId} closeLabel={texts.close} size="xl" returnFocus={() => cards.current[current]}>
            <LibraryPlayer videos={videos} texts={texts} current={current} titleId={titleId} onStep={step} />
          </Dialog>
        )}
      </AnimatePresence>
    </section>
  );
}
