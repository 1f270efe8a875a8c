import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { BlockProps } from '../../model/types.ts';
import { Icon } from '../../ui/Icon.tsx';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import type { ExplainerCardsBlock } from '../../model/schema-types.generated.ts';
import './explainer-cards.css';

/** Cards that expand one at a time: the first is open at the start; opening another closes it. */
export default function ExplainerCards({ block }: BlockProps<ExplainerCardsBlock>) {
  const [open, setOpen] = useState(0);
  const id = useId();
  return (
    <section className="section explainer-cards" id={block.id}>
      <div className="container">
        <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
        <ul className="explainer-cards__grid">
          {block.cards.map((card, index) => {
            const expanded = index === open;
            return (
              <li key={card.title} className={`explainer-card${expanded ? ' explainer-card--open' : ''}`}>
                <h3>
                  <button type="button" className="explainer-card__toggle" aria-expanded={expanded} aria-controls={`${id}-${index}`} onClick={() => setOpen(index)}>
                    <Icon icon={card.icon} size={22} className="explainer-card__icon" />
                    <span className="explainer-card__title">{card.title}</span>
                    <ChevronDown aria-hidden="true" size={18} className="explainer-card__chevron" />
                  </button>
                </h3>
                <p className="explainer-card__summary">{card.summary}</p>
                <ul id={`${id}-${index}`} className="explainer-card__details" hidden={!expanded}>
                  {card.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
