import type { PanInfo } from 'framer-motion';
import { useRef, type PointerEvent, type ReactNode } from 'react';
import { inlineSign } from './direction.ts';
import { m, motionFeaturesLoaded, MotionScope } from './motion.tsx';

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
 * past the threshold it moves one item, a short drag springs back. A swipe toward the inline start is
 * next: to the left, or to the right where the area reads right to left (its computed direction, read
 * as the finger goes down, so a page or a part of one under dir="rtl" mirrors: the content comes from
 * the left); the other way is previous. Only the horizontal axis is taken (`touch-action: pan-y`): a
 * vertical swipe scrolls the page.
 * A drag never ends in a click on what it started on.
 *
 * framer's gestures load with the visitor's first input, so the swipe that is the page's first touch
 * starts before they are in: that one is read from its pointer events (where it started and ended, how
 * fast), with the same thresholds, and moves the carousel when the finger is lifted.
 */
export function Swipe({ onNext, onPrevious, className, children }: Props) {
  const dragged = useRef(false);
  const early = useRef<{ x: number; y: number; time: number } | null>(null);
  /** 1 where the area reads left to right, -1 right to left: a sideways move times this is a move along the reading direction. */
  const sign = useRef<1 | -1>(1);
  const move = (dx: number, vx: number) => {
    const [offset, velocity] = [dx * sign.current, vx * sign.current];
    if (offset < -DISTANCE || velocity < -SPEED) onNext();
    else if (offset > DISTANCE || velocity > SPEED) onPrevious();
  };
  const onDragEnd = (_event: unknown, { offset, velocity }: PanInfo) => move(offset.x, velocity.x);
  const onEarlyRelease = (event: PointerEvent) => {
    const start = early.current;
    early.current = null;
    if (!start) return;
    const [dx, dy] = [event.clientX - start.x, event.clientY - start.y];
    if (Math.abs(dx) <= Math.abs(dy) || Math.abs(dx) < 10) return; // a tap, or the page scrolling
    dragged.current = true;
    move(dx, (dx * 1000) / Math.max(event.timeStamp - start.time, 1));
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
        onPointerDownCapture={(event) => {
          dragged.current = false;
          sign.current = inlineSign(event.currentTarget);
          early.current = motionFeaturesLoaded() ? null : { x: event.clientX, y: event.clientY, time: event.timeStamp };
        }}
        onPointerUpCapture={onEarlyRelease}
        onPointerCancelCapture={() => (early.current = null)}
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
