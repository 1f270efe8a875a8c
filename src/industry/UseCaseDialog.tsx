import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { useDialogs } from '../ui/dialogs.ts';
import { useSite } from '../ui/site-context.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import type { UseCase } from './model.ts';
import { TechnologyTags } from './TechnologyTags.tsx';
import './industry.css';

/**
 * The use-case detail: technology stack, key advantages, example, practical application, and a
 * 'Book a Call' that opens the booking dialog on top (closing it comes back here).
 */
export function UseCaseDialog({ useCase, onClose, returnFocus }: { useCase: UseCase; onClose: () => void; returnFocus?: () => HTMLElement | null | undefined }) {
  const { industryPages } = useSite();
  const texts = industryPages.detail;
  const dialogs = useDialogs();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} closeLabel={texts.close} size="lg" returnFocus={returnFocus}>
      <article className="use-case-detail">
        <h2 id={titleId} className="dialog__title">
          {useCase.title}
        </h2>
        <p className="dialog__intro">{useCase.description}</p>
        <section>
          <h3>{texts.technologyStack}</h3>
          <TechnologyTags technologies={useCase.technologyObjects ?? []} empty={texts.noTechnologies} />
        </section>
        <section>
          <h3>{texts.keyAdvantages}</h3>
          <p>{useCase.advantage}</p>
        </section>
        <section>
          <h3>{texts.exampleImplementation}</h3>
          <p>{useCase.example}</p>
        </section>
        <section>
          <h3>{texts.practicalApplication}</h3>
          <p>{useCase.application}</p>
        </section>
        <section className="use-case-detail__cta">
          <CalendarClock aria-hidden="true" className="use-case-detail__cta-icon" />
          <div>
            <h3>{texts.ctaHeading}</h3>
            <p>{texts.ctaText}</p>
          </div>
          <button type="button" className="button button--primary" aria-haspopup="dialog" onClick={() => dialogs.open('booking')} onMouseEnter={() => dialogs.prepare('booking')}>
            {texts.bookCall}
          </button>
        </section>
        <div className="use-case-detail__footer">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {texts.close}
          </button>
        </div>
      </article>
    </Dialog>
  );
}
