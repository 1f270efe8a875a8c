import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useSite } from '../../ui/site-context.tsx';
import { CategoryDialog } from '../../industry/CategoryDialog.tsx';
import { refreshIndustryData, useIndustryData } from '../../industry/data.ts';
import { useCasesOf, type IndustryCategory, type UseCase } from '../../industry/model.ts';
import { TechnologyTags } from '../../industry/TechnologyTags.tsx';
import { UseCaseDialog } from '../../industry/UseCaseDialog.tsx';
import type { BlockProps, IndustryPagesConfig } from '../../model/types.ts';
import { Picture } from '../../ui/Picture.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { AnimatePresence, m, MotionScope, useScrollEntrances, type Entrance } from '../../ui/motion.tsx';
import type { Variants } from 'framer-motion';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import type { ResolvedIndustryCategories } from './types.ts';
import '../../industry/industry.css';

type OpenDialog = { kind: 'detail'; useCase: UseCase } | { kind: 'category'; category: IndustryCategory } | null;

/**
 * The category grid of an industry page: each card shows its first use cases, 'Show More Use Cases'
 * opens the rest in the category dialog, and a use case opens its detail dialog.
 */
export default function IndustryCategories({ block }: BlockProps<ResolvedIndustryCategories>) {
  const { industryPages: texts } = useSite();
  const state = useIndustryData(block.industry, texts);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // the element that started the current dialog chain, to focus again when the chain ends
  const opener = useRef<HTMLElement | null>(null);
  const useCasesFailed = state.status === 'complete' && state.useCasesFailed;
  const { itemRef, entranceOf } = useScrollEntrances(texts.cardStaggerSeconds);

  useEffect(() => {
    if (useCasesFailed) console.error(`The use cases of ${block.industry.slug} could not be loaded; showing the categories only.`);
  }, [useCasesFailed, block.industry.slug]);

  if (state.status === 'loading') {
    return (
      <div className="industry-state" role="status">
        <span className="spinner" aria-hidden="true" />
        <p>{block.industry.loadingText}</p>
      </div>
    );
  }
  if (state.status === 'error') return <LoadError message={block.industry.errorText ?? texts.defaultError} texts={texts} />;

  const useCases = state.status === 'complete' ? state.useCases : [];
  const loadingUseCases = state.status === 'categories';
  return (
    <section className="section industry-categories" id={block.id}>
      <div className="container">
        <SectionHeading heading={block.heading} intro={block.intro} />
        <MotionScope>
          <ul className="category-grid">
            {state.categories.map((category, index) => (
              <CategoryCard
                entrance={entranceOf(index)}
                cardRef={itemRef(index)}
                key={category.id}
                category={category}
                useCases={useCasesOf(category.id, useCases)}
                loading={loadingUseCases}
                skeletons={block.industry.skeletons}
                texts={texts}
                onOpen={(useCase, from) => {
                  opener.current = from;
                  setDialog({ kind: 'detail', useCase });
                }}
                onShowMore={(from) => {
                  opener.current = from;
                  setDialog({ kind: 'category', category });
                }}
              />
            ))}
          </ul>
        </MotionScope>
      </div>
      <AnimatePresence>
        {dialog?.kind === 'category' && (
          <CategoryDialog
            key="category"
            category={dialog.category}
            useCases={useCasesOf(dialog.category.id, useCases).slice(texts.useCasesPerCard)}
            onChoose={(useCase) => setDialog({ kind: 'detail', useCase })}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog?.kind === 'detail' && <UseCaseDialog key="detail" useCase={dialog.useCase} onClose={() => setDialog(null)} returnFocus={() => opener.current} />}
      </AnimatePresence>
    </section>
  );
}

function LoadError({ message, texts }: { message: string; texts: IndustryPagesConfig }) {
  const client = useQueryClient();
  return (
    <div className="industry-state industry-state--error" role="alert">
      <TriangleAlert aria-hidden="true" size={40} className="industry-state__icon" />
      <h2>{texts.errorHeading}</h2>
      <p>{message}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          refreshIndustryData(client);
          window.location.reload();
        }}
      >
        {texts.tryAgain}
      </button>
    </div>
  );
}

/** A card rises into place after its entrance's delay (the cards entering together are staggered); hiding is instant. */
const CARD_ENTRANCE: Variants = {
  hidden: { opacity: 0, y: 24, transition: { duration: 0 } },
  shown: (delay: number) => ({ opacity: 1, y: 0, transition: { delay, duration: 0.5, ease: 'easeOut' } }),
};

interface CardProps {
  entrance: Entrance;
  cardRef: (element: Element | null) => void;
  category: IndustryCategory;
  useCases: UseCase[];
  loading: boolean;
  skeletons: number;
  texts: IndustryPagesConfig;
  onOpen: (useCase: UseCase, from: HTMLElement) => void;
  onShowMore: (from: HTMLElement) => void;
}

function CategoryCard({ entrance, cardRef, category, useCases, loading, skeletons, texts, onOpen, onShowMore }: CardProps) {
  const titleId = useId();
  const [from, to] = category.style.gradient;
  const shown = useCases.slice(0, texts.useCasesPerCard);
  return (
    <m.li
      ref={cardRef}
      className="category-card"
      style={{ '--from': from, '--to': to } as CSSProperties}
      custom={entrance.delay}
      variants={CARD_ENTRANCE}
      initial={false}
      animate={entrance.state}
    >
      {category.image && <Picture className="category-card__image" image={category.image} alt="" sizes="(min-width: 1100px) 360px, (min-width: 700px) 45vw, 92vw" maxWidth={640} />}
      <div className="category-card__header">
        <span className="category-card__icon">
          <Icon icon={category.style.icon} size={26} />
        </span>
        <h2 id={titleId} className="category-card__title">
          {category.name}
        </h2>
      </div>
      <p className="category-card__description">{category.description}</p>
      {loading ? (
        skeletons > 0 && (
          <div className="use-case-skeletons" role="status">
            {Array.from({ length: skeletons }, (_, i) => (
              <span key={i} className="use-case-skeleton" aria-hidden="true" />
            ))}
            <span className="use-case-skeletons__text">{texts.statusLoading}</span>
          </div>
        )
      ) : shown.length === 0 ? (
        <p className="category-card__empty">{texts.noUseCases}</p>
      ) : (
        <ul className="category-card__use-cases">
          {shown.map((useCase) => (
            <li key={useCase.id}>
              <UseCaseButton useCase={useCase} texts={texts} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
      {!loading && useCases.length > texts.useCasesPerCard && (
        <button type="button" className="button button--secondary category-card__more" aria-haspopup="dialog" onClick={(event) => onShowMore(event.currentTarget)}>
          {texts.showMore}
        </button>
      )}
    </m.li>
  );
}

function UseCaseButton({ useCase, texts, onOpen }: { useCase: UseCase; texts: IndustryPagesConfig; onOpen: CardProps['onOpen'] }) {
  const id = useId();
  return (
    <div className="use-case">
      <button
        type="button"
        className="use-case__button"
        aria-haspopup="dialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onClick={(event) => onOpen(useCase, event.currentTarget)}
      >
        <span id={`${id}-title`} className="use-case__title">
          {useCase.title}
        </span>
        <span id={`${id}-text`} className="use-case__description">
          {useCase.description}
        </span>
        <span className="use-case__cta" aria-hidden="true">
          {texts.viewDetails}
        </span>
      </button>
      <TechnologyTags technologies={useCase.technologyObjects ?? []} empty={texts.noTechnology} />
    </div>
  );
}
