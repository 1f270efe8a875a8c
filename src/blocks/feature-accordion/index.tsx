import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import type { BlockProps } from '../../model/types.ts';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import { Swipe } from '../../ui/Swipe.tsx';
import { VideoFacade } from '../../ui/VideoFacade.tsx';
import type { FeatureAccordionBlock } from '../../model/schema-types.generated.ts';
import './feature-accordion.css';

type Feature = FeatureAccordionBlock['features'][number];

/**
 * Features, one open at a time (the first at the start; clicking the open one closes it), with the
 * open feature's demo video beside them. A feature with agents has a picker of their demos.
 */
export default function FeatureAccordion({ block }: BlockProps<FeatureAccordionBlock>) {
  const [open, setOpen] = useState<number | null>(0);
  const [agent, setAgent] = useState<number | null>(0);
  const id = useId();
  const feature = open === null ? undefined : block.features[open];
  const { texts } = block;

  return (
    <section className="section feature-accordion" id={block.id}>
      <div className="container">
        <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
        <div className="feature-accordion__layout">
          <ul className="feature-accordion__list">
            {block.features.map((item, index) => {
              const expanded = index === open;
              return (
                <li key={item.feature} className={`feature-accordion__item${expanded ? ' feature-accordion__item--open' : ''}`}>
                  <h3>
                    <button
                      type="button"
                      className="feature-accordion__toggle"
                      aria-expanded={expanded}
                      aria-controls={`${id}-panel-${index}`}
                      onClick={() => {
                        setOpen(expanded ? null : index);
                        setAgent(0);
                      }}
                    >
                      <span>
                        <span className="feature-accordion__name">{item.feature}</span>
                        <span className="feature-accordion__tagline">{item.tagline}</span>
                      </span>
                      <ChevronDown aria-hidden="true" className="feature-accordion__chevron" size={20} />
                    </button>
                  </h3>
                  <div id={`${id}-panel-${index}`} className="feature-accordion__panel" hidden={!expanded}>
                    <p>{item.details}</p>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="feature-accordion__media" aria-live="polite">
            {!feature && <p className="feature-accordion__hint">{texts.noFeature}</p>}
            {feature && !feature.agents && <VideoFacade videoId={feature.youtubeId} title={feature.feature} playLabel={texts.play} missingText={texts.noVideo} muted loop />}
            {feature?.agents && <AgentPicker feature={feature} agents={feature.agents} selected={agent} onSelect={setAgent} texts={texts} />}
          </div>
        </div>
      </div>
    </section>
  );
}

function AgentPicker({
  feature,
  agents,
  selected,
  onSelect,
  texts,
}: {
  feature: Feature;
  agents: NonNullable<Feature['agents']>;
  selected: number | null;
  onSelect: (index: number | null) => void;
  texts: FeatureAccordionBlock['texts'];
}) {
  const current = selected === null ? undefined : agents[selected];
  const step = (by: number) => onSelect(((selected ?? 0) + by + agents.length) % agents.length);
  return (
    <div className="agent-picker">
      <Swipe onNext={() => step(1)} onPrevious={() => step(-1)}>
        {current ? (
          <VideoFacade key={current.label} videoId={current.youtubeId} title={`${current.label}: ${current.title}`} playLabel={texts.play} missingText={texts.noVideo} muted />
        ) : (
          <p className="feature-accordion__hint">{texts.noAgent}</p>
        )}
      </Swipe>
      <div className="agent-picker__controls">
        <button type="button" className="icon-button" aria-label={texts.previous} onClick={() => step(-1)}>
          <ChevronLeft aria-hidden="true" size={18} />
        </button>
        <p className="agent-picker__current" aria-live="polite">
          {current && (
            <>
              <strong>{current.label}</strong> {current.title}
            </>
          )}
        </p>
        <button type="button" className="icon-button" aria-label={texts.next} onClick={() => step(1)}>
          <ChevronRight aria-hidden="true" size={18} />
        </button>
      </div>
      <ul className="agent-picker__list" aria-label={feature.agentsLabel ?? feature.feature}>
        {agents.map((item, index) => (
          <li key={item.label}>
            <button type="button" className="agent-picker__agent" aria-pressed={index === selected} onClick={() => onSelect(index === selected ? null : index)}>
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
