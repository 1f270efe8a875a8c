import { ArrowRight } from 'lucide-react';
import { useIndustryIndex } from '../../industry/data.ts';
import type { BlockProps } from '../../model/types.ts';
import { Actions } from '../../ui/Actions.tsx';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import type { IndustryGridBlock } from '../../model/schema-types.generated.ts';
import './industry-grid.css';

/** A card per industry page, from the industry sections of pages/industries/: a new file appears here by itself. */
export default function IndustryGrid({ block }: BlockProps<IndustryGridBlock>) {
  const industries = useIndustryIndex();
  return (
    <section className="section industry-grid" id={block.id} aria-labelledby={block.id ? `${block.id}-title` : undefined}>
      <div className="container">
        <SectionHeading id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
        <ul className="industry-grid__list">
          {industries.map((industry) => (
            <li key={industry.slug}>
              <SmartLink to={industry.route} className="industry-grid__card">
                <span className="industry-grid__name">
                  {industry.name}
                  <ArrowRight aria-hidden="true" size={18} />
                </span>
                <span className="industry-grid__summary">{industry.summary}</span>
                {industry.technologies.length > 0 && (
                  <span className="industry-grid__tech" aria-hidden="true">
                    {industry.technologies.join(' · ')}
                  </span>
                )}
              </SmartLink>
            </li>
          ))}
        </ul>
        <Actions actions={block.actions} className="section__actions" />
      </div>
    </section>
  );
}
