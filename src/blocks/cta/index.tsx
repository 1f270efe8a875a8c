import type { Action, BlockData, BlockProps } from '../../model/types.ts';
import { Actions } from '../../ui/Actions.tsx';
import './cta.css';

export interface CtaBlock extends BlockData {
  heading: string;
  text?: string;
  actions: Action[];
}

export default function Cta({ block }: BlockProps<CtaBlock>) {
  return (
    <section className="section cta">
      <div className="container">
        <div className="cta__band">
          <h2 className="cta__heading">{block.heading}</h2>
          {block.text && <p className="cta__text">{block.text}</p>}
          <Actions actions={block.actions} className="cta__actions" />
        </div>
      </div>
    </section>
  );
}
