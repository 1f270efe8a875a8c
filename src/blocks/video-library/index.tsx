import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { fillMessage } from '../../ui/site-context.tsx';
import type { BlockProps } from '../../model/types.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { AnimatePresence } from '../../ui/motion.tsx';
import { Swipe } from '../../ui/Swipe.tsx';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import { VideoFacade } from '../../ui/VideoFacade.tsx';
import { hueOf, VideoThumbnail } from '../../ui/VideoThumbnail.tsx';
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
  const video = videos[current];
  const step = (by: number) => setCurrent((i) => (i + by + videos.length) % videos.length);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    step(event.key === 'ArrowLeft' ? -1 : 1);
  };

  return (
    <section className="section video-library" id={block.id}>
      <div className="container">
        <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
        <ul className="video-library__grid">
          {videos.map((item, index) => (
            <li key={item.id} className="library-card">
              <button
                type="button"
                ref={(element) => {
                  cards.current[index] = element;
                }}
                className="library-card__open"
                aria-label={`${texts.play}: ${item.title} (${fillMessage(texts.duration, { duration: item.duration })})`}
                onClick={() => {
                  setCurrent(index);
                  setOpen(true);
                }}
              >
                <VideoThumbnail poster={item.thumbnail} icon={item.icon} hue={hueOf(item.category)} badge={item.duration} />
              </button>
              <div className="library-card__body">
                <p className="library-card__category">{item.category}</p>
                <h3 className="library-card__title">{item.title}</h3>
                <p className="library-card__description">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <AnimatePresence>
        {open && (
          <Dialog onClose={() => setOpen(false)} labelledBy={titleId} closeLabel={texts.close} size="xl" returnFocus={() => cards.current[current]}>
            <Swipe className="library-player" onNext={() => step(1)} onPrevious={() => step(-1)}>
              <div onKeyDown={onKeyDown}>
                <p className="library-card__category">{video.category}</p>
                <h2 id={titleId} className="dialog__title">
                  {video.title}
                </h2>
                <VideoFacade key={video.id} videoId={video.youtubeId} title={video.title} poster={video.thumbnail} icon={video.icon} playLabel={texts.play} missingText={texts.noVideo} startPlaying />
                <p className="library-player__description">{video.description}</p>
                <div className="library-player__nav">
                  <button type="button" className="button button--secondary" onClick={() => step(-1)}>
                    <ChevronLeft aria-hidden="true" size={18} />
                    {texts.previous}
                  </button>
                  <p className="library-player__position" aria-live="polite">
                    {fillMessage(texts.position, {
                      n: current + 1,
                      total: videos.length,
                    })}
                  </p>
                  <button type="button" className="button button--secondary" onClick={() => step(1)}>
                    {texts.next}
                    <ChevronRight aria-hidden="true" size={18} />
                  </button>
                </div>
              </div>
            </Swipe>
          </Dialog>
        )}
      </AnimatePresence>
    </section>
  );
}
