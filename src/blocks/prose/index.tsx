import type { BlockProps } from '../../model/types.ts';
import { fillMessage, formatDay, useTextLanguage } from '../../ui/site-context.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import type { ProseBlock } from '../../model/schema-types.generated.ts';
import './prose.css';

export default function Prose({ block }: BlockProps<ProseBlock>) {
  const language = useTextLanguage();
  const SectionTitle = block.heading ? 'h3' : 'h2';
  const note = block.note && block.updated ? fillMessage(block.note, { date: formatDay(block.updated, language) }) : block.note;
  return (
    <section className="section prose" id={block.id}>
      <div className="container prose__inner">
        {block.heading && <h2 className="prose__heading">{block.heading}</h2>}
        {note && <p className="prose__note">{note}</p>}
        {block.sections.map((section, index) => (
          <div key={section.id ?? index} id={section.id} className="prose__section">
            {section.heading && <SectionTitle>{section.heading}</SectionTitle>}
            {section.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.links && (
              <p className="prose__links">
                {section.links.map((link) => (
                  <SmartLink key={link.to} to={link.to} className="text-link">
                    {link.label}
                  </SmartLink>
                ))}
              </p>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
