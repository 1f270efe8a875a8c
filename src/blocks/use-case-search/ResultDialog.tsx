import { UseCaseDialog } from '../../industry/UseCaseDialog.tsx';
import type { SearchHit } from '../../search/types.ts';
import { AnimatePresence } from '../../ui/motion.tsx';
import { useUseCaseTexts } from './use-search.ts';

interface Props {
  hit: SearchHit | null;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}

/** The open result's detail dialog (loaded with the first result opened), leaving with its exit animation. */
export default function ResultDialog({ hit, onClose, returnFocus }: Props) {
  return <AnimatePresence>{hit && <HitDialog key="result" hit={hit} onClose={onClose} returnFocus={returnFocus} />}</AnimatePresence>;
}

/** Its long texts come with the hit or load when it opens. */
function HitDialog({ hit, onClose, returnFocus }: Props & { hit: SearchHit }) {
  return <UseCaseDialog useCase={hit.useCase} texts={useUseCaseTexts(hit)} onClose={onClose} returnFocus={returnFocus} />;
}
