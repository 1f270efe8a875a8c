import type { BlockProps } from '../../model/types.ts';
import { Actions } from '../../ui/Actions.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import type { CardGridBlock } from '../../model/schema-types.generated.ts';
import './card-grid.css';

export default function CardGrid({ block }: BlockProps<CardGridBlock>) {
  return (
    <section className="section card-grid" id={block.id} aria-labelledby={block.id ? `${block.id}-title` : undefined}>
      <div className="container">
        <SectionHeading id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
        <ul className={`card-grid__list card-grid__list--${block.columns}`}>
          {block.cards.map((card, index) => (
            <li key={card.title} className="card card-grid__card" style={{ animationDelay: `${index * 100}ms` }}>
              {card.icon && (
                <span className="card-grid__icon">
                  <Icon icon={card.icon} size={26} />
                </span>
              )}
              <h3 className="card-grid__title">{card.title}</h3>
              <p className="card-grid__text">{card.text}</p>
            </li>
          ))}
        </ul>
        <Actions actions={block.actions} className="section__actions" />
      </div>
    </section>
  );
}
