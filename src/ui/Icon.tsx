import { createElement } from 'react';
import type { IconData } from '../model/types.ts';

/** Renders an icon resolved at build time (Lucide outline icon or Simple Icons brand logo). */
export function Icon({ icon, size = 24, brandColor = false, className }: { icon: IconData; size?: number; brandColor?: boolean; className?: string }) {
  const paint =
    icon.mode === 'stroke'
      ? { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const }
      : { fill: brandColor && icon.color ? icon.color : 'currentColor' };
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...paint}>
      {icon.elements.map(([tag, attributes], index) => createElement(tag, { key: index, ...camelCaseKeys(attributes) }))}
    </svg>
  );
}

function camelCaseKeys(attributes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes).map(([k, v]) => [k.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), v]));
}
