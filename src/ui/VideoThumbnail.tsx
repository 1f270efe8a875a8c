import { Play } from 'lucide-react';
import type { CSSProperties } from 'react';
import type { IconData } from '../model/types.ts';
import type { ImageData } from '../model/values.ts';
import { Icon } from './Icon.tsx';
import { Picture } from './Picture.tsx';

interface Props {
  /** A still of the video under public/; without it, a designed tile (hue and icon) stands in. */
  poster?: ImageData;
  icon?: IconData;
  /** Hue (0–360) of the designed tile. */
  hue?: number;
  /** Text in the corner, such as the duration. */
  badge?: string;
}

/** The picture of a video before it plays: never a request to the video platform. */
export function VideoThumbnail({ poster, icon, hue, badge }: Props) {
  return (
    <span className="video-thumb" style={hue === undefined ? undefined : ({ '--thumb-hue': hue } as CSSProperties)}>
      {poster ? (
        <Picture className="video-thumb__image" image={poster} alt="" sizes="(min-width: 960px) 400px, 90vw" />
      ) : (
        <span className="video-thumb__art" aria-hidden="true">
          {icon && <Icon icon={icon} size={44} />}
        </span>
      )}
      <span className="video-thumb__play" aria-hidden="true">
        <Play size={26} />
      </span>
      {badge && <span className="video-thumb__badge">{badge}</span>}
    </span>
  );
}

/**
 * The hue of the `index`th category of a list (in order of first appearance): far from its neighbours
 * (the golden angle apart), and the same in every language, since the order is the source's, not the name.
 */
export function hueAt(index: number): number {
  return Math.round((250 + index * 137.508) % 360);
}
