import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { useDialogs } from '../ui/dialogs.ts';
import { useSite } from '../ui/site-context.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { isWholeUseCase, type UseCase, type UseCaseSummary } from './model.ts';
import { TechnologyTags } from './TechnologyTags.tsx';
import './industry.css';

/** The long texts of a use case, when they arrive after the dialog opens (the search page loads them then). */
export type UseCaseTexts = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; useCase: UseCase };

/**
 * The use-case detail: technology stack, key advantages, example, practical application, and a
 * 'Book a Call' that opens the booking dialog on top (closing it comes back here). Given a summary,
 * it shows the title, description and technologies at once and the long texts as `texts` says.
 */
export function UseCaseDialog({
  useCase,
  texts: given,
  onClose,
  returnFocus,
}: {
  useCase: UseCaseSummary;
  texts?: UseCaseTexts;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const { industryPages } = useSite();
  const texts = industryPages.detail;
  const dialogs = useDialogs();
  const titleId = useId();
  const long: UseCaseTexts = given ?? (isWholeUseCase(useCase) ? { status: 'ready', useCase } : { status: 'loading' });
  return (
    <Dialog onClose={onClose} labelledBy={titleId} closeLabel={texts.close} size="lg" returnFocus={returnFocus}>
      <article className="use-case-detail" aria-busy={long.status === 'loading'}>
        <h2 id={titleId} className="dialog__title">
          {useCase.title}
        </h2>
        <p className="dialog__intro">{useCase.description}</p>
        <section>
          <h3>{texts.technologyStack}</h3>
          <TechnologyTags technologies={useCase.technologyObjects ?? []} empty={texts.noTechnologies} />
        </section>
        {long.status === 'loading' && (
          <p className="use-case-detail__state" role="status">
            {texts.loading}
          </p>
        )}
        {long.status === 'error' && (
          <div className="use-case-detail__state" role="alert">
            <p>{texts.failed}</p>
            <button type="button" className="button button--secondary" onClick={long.retry}>
              {industryPages.tryAgain}
            </button>
          </div>
        )}
        {long.status === 'ready' && (
          <>
            <section>
              <h3>{texts.keyAdvantages}</h3>
              <p>{long.useCase.advantage}</p>
            </section>
            <section>
              <h3>{texts.exampleImplementation}</h3>
              <p>{long.useCase.example}</p>
            </section>
            <section>
              <h3>{texts.practicalApplication}</h3>
              <p>{long.useCase.application}</p>
            </section>
          </>
        )}
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
