import { useId } from 'react';
import { TechnologyTags } from '../../industry/TechnologyTags.tsx';
import type { SearchHit } from '../../search/types.ts';
import { countMessage, useSite } from '../../ui/site-context.tsx';
import { Highlighted } from './Highlighted.tsx';
import type { UseCaseSearchBlock } from './types.ts';
import { useUseCaseTexts } from './use-search.ts';

/** One result: opens the use case's detail dialog. Its advantage comes with the hit or from its industry's data. */
export function ResultCard({ hit, messages, maxChips, onOpen }: { hit: SearchHit; messages: UseCaseSearchBlock['messages']; maxChips: number; onOpen: (from: HTMLElement) => void }) {
  const id = useId();
  const texts = useUseCaseTexts(hit);
  const { language } = useSite();
  return (
    <article className="result-card">
      <button type="button" className="result-card__button" aria-haspopup="dialog" aria-labelledby={`${id}-title`} onClick={(event) => onOpen(event.currentTarget)}>
        {hit.industry && <span className="result-card__industry">{hit.industry.name}</span>}
        <h3 id={`${id}-title`} className="result-card__title">
          <Highlighted segments={hit.title} />
        </h3>
        <p className="result-card__description">
          <Highlighted segments={hit.description} />
        </p>
        {texts.status === 'ready' && (
          <span className="result-card__advantage">
            <strong>{messages.keyAdvantage}</strong> {texts.useCase.advantage}
          </span>
        )}
        {texts.status === 'loading' && <span className="result-card__advantage result-card__advantage--loading" aria-hidden="true" />}
      </button>
      <TechnologyTags
        technologies={hit.useCase.technologyObjects ?? []}
        empty=""
        limit={maxChips}
        moreLabel={(count) => countMessage(messages.moreTechnologies, count, language)}
      />
      <span className="result-card__more" aria-hidden="true">
        {messages.learnMore}
      </span>
    </article>
  );
}
