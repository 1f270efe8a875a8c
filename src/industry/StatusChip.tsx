import { useSite } from '../ui/site-context.tsx';
import { useIndustryData } from './data.ts';

export interface IndustryStatus {
  slug: string;
  stages: 1 | 2;
  mode: 'always' | 'whenLoaded';
}

/** The hero's chip: 'Loading use cases...' while they load (mode always), then 'All use cases loaded'. */
export function StatusChip({ status }: { status: IndustryStatus }) {
  const { industryPages } = useSite();
  const state = useIndustryData(status, industryPages);
  const loaded = state.status === 'complete' && !state.useCasesFailed;
  const loading = state.status === 'loading' || state.status === 'categories';
  if (!loaded && !(loading && status.mode === 'always')) return <span className="status-chip-slot" role="status" />;
  return (
    <span className="status-chip-slot" role="status">
      <span className={`status-chip${loaded ? ' status-chip--done' : ''}`}>
        <span className="status-chip__dot" aria-hidden="true" />
        {loaded ? industryPages.statusLoaded : industryPages.statusLoading}
      </span>
    </span>
  );
}
