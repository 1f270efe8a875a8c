import type { Technology } from './model.ts';

/** Technology tags, at most `limit` of them plus '+N more', or the text for none. */
export function TechnologyTags({ technologies, empty, limit, moreLabel }: { technologies: Technology[]; empty: string; limit?: number; moreLabel?: (count: number) => string }) {
  if (technologies.length === 0) return <p className="tags tags--empty">{empty}</p>;
  const shown = limit === undefined ? technologies : technologies.slice(0, limit);
  const hidden = technologies.length - shown.length;
  return (
    <ul className="tags">
      {shown.map((technology) => (
        <li key={technology.id} className="tag">
          {technology.name}
        </li>
      ))}
      {hidden > 0 && moreLabel && <li className="tag tag--more">{moreLabel(hidden)}</li>}
    </ul>
  );
}
