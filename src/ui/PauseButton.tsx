import { Pause, Play } from 'lucide-react';
import { useSite } from './site-context.tsx';

/** Pause/resume control required for anything that moves on its own for more than five seconds. */
export function PauseButton({ paused, onToggle, className = '' }: { paused: boolean; onToggle: () => void; className?: string }) {
  const { messages } = useSite();
  return (
    <button type="button" className={`icon-button pause-button ${className}`} onClick={onToggle} aria-pressed={paused} aria-label={paused ? messages.play : messages.pause}>
      {paused ? <Play aria-hidden="true" size={18} /> : <Pause aria-hidden="true" size={18} />}
    </button>
  );
}
