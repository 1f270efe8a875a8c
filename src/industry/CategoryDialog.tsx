import { useId } from 'react';
import { countMessage, useSite } from '../ui/site-context.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import type { IndustryCategory, UseCase } from './model.ts';
import './industry.css';

/** The use cases of a category beyond those its card shows, as cards; choosing one opens its details. */
export function CategoryDialog({ category, useCases, onChoose, onClose }: { category: IndustryCategory; useCases: UseCase[]; onChoose: (useCase: UseCase) => void; onClose: () => void }) {
  const { industryPages, language } = useSite();
  const titleId = useId();
  return (
    <Dialog onClose={onClose} labelledBy={titleId} closeLabel={industryPages.detail.close} size="xl">
      <h2 id={titleId} className="dialog__title">
        {category.name}
      </h2>
      <p className="dialog__intro">{countMessage(industryPages.categoryDialogIntro, useCases.length, language)}</p>
      <ul className="category-dialog__list">
        {useCases.map((useCase) => (
          <li key={useCase.id}>
            <button type="button" className="category-dialog__card" onClick={() => onChoose(useCase)}>
              <span className="category-dialog__title">{useCase.title}</span>
              <span className="category-dialog__text">{useCase.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
