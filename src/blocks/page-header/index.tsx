import type { BlockProps } from '../registry.tsx';
import type { Action, BlockData } from '../../model/types.ts';
import { Actions } from '../../ui/Actions.tsx';
import './page-header.css';

export interface PageHeaderBlock extends BlockData {
  eyebrow?: string;
  title: string;
  intro?: string;
  actions?: Action[];
}

export default function PageHeader({ block }: BlockProps<PageHeaderBlock>) {
  return (
    <section className="page-header">
      <div className="container page-header__inner">
        {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
        <h1 className="page-header__title">{block.title}</h1>
        {block.intro && <p className="page-header__intro">{block.intro}</p>}
        <Actions actions={block.actions} />
      </div>
    </section>
  );
}
