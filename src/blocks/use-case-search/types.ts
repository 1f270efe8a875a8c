import type { Action, BlockData } from '../../model/types.ts';

export interface UseCaseSearchBlock extends BlockData {
  title: string;
  subtitle?: string;
  animationKey: string;
  searchLabel: string;
  placeholder: string;
  clearLabel: string;
  suggestionsLabel: string;
  actions?: Action[];
  carousel: { heading: string; secondsPerCard: number; cardWidth: number; showingOne: string; showingMany: string; none: string; explore: string };
  messages: {
    searching: string;
    found: string;
    took: string;
    noResultsTitle: string;
    noResultsText: string;
    noResultsHint: string;
    tryDifferent: string;
    failed: string;
    keyAdvantage: string;
    learnMore: string;
    moreTechnologies: string;
    showMore: string;
  };
}
