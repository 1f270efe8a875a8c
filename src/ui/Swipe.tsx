import type { PanInfo } from 'framer-motion';
import { useRef, type ReactNode } from 'react';
import { m, MotionScope } from './motion.tsx';

interface Props {
  onNext: () => void;
  onPrevious: () => void;
  className?: string;
  children: ReactNode;
}

/** How far (px) or how fast (px/s) a finger must go sideways for the carousel to move one item. */
const DISTANCE = 60;
const SPEED = 400;

/**
 * A carousel's area that follows the finger (or a mouse drag) sideways with framer-motion's drag:
 * past the threshold it moves one item (next to the left, previous to the right), a short drag springs
 * back. Only the horizontal axis is taken (`touch-action: pan-y`): a vertical swipe scrolls the page.
 * A drag never ends in a click on what it started on.
 */
export function Swipe({ onNext, onPrevious, className, children }: Props) {
  const dragged = useRef(false);
  const onDragEnd = (_event: unknown, { offset, velocity }: PanInfo) => {
    if (offset.x < -DISTANCE || velocity.x < -SPEED) onNext();
    else if (offset.x > DISTANCE || velocity.x > SPEED) onPrevious();
  };
  return (
    <MotionScope>
      <m.div
        className={className}
        drag="x"
        dragDirectionLock
        dragSnapToOrigin
        dragMomentum={false}
        style={{ touchAction: 'pan-y' }}
        data-swipe=""
        onDragStart={() => (dragged.current = true)}
        onDragEnd={onDragEnd}
        onPointerDownCapture={() => (dragged.current = false)}
        onClickCapture={(event) => {
          if (!dragged.current) return;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        {children}
      </m.div>
    </MotionScope>
  );
}
