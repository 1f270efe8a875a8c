/** Eyebrow, heading and intro shared by most sections. */
export function SectionHeading({ id, eyebrow, heading, intro }: { id?: string; eyebrow?: string; heading?: string; intro?: string }) {
  if (!heading && !intro) return null;
  return (
    <header className="section-heading">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      {heading && <h2 id={id ? `${id}-title` : undefined}>{heading}</h2>}
      {intro && <p className="section-heading__intro">{intro}</p>}
    </header>
  );
}
