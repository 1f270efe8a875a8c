import type { IconData } from '../model/types.ts';
import { Icon } from './Icon.tsx';

/**
 * The designed visual shown where a video or image has not been supplied yet:
 * a gradient tile with an icon or a caption, never a broken image or an empty box.
 */
export function MediaPlaceholder({ icon, caption, label, className = '' }: { icon?: IconData; caption?: string; label: string; className?: string }) {
  return (
    <div className={`media-placeholder ${className}`} role="img" aria-label={label}>
      <span className="media-placeholder__glow" aria-hidden="true" />
      {icon && <Icon icon={icon} size={48} className="media-placeholder__icon" />}
      {caption && (
        <span className="media-placeholder__caption" aria-hidden="true">
          {caption}
        </span>
      )}
    </div>
  );
}
