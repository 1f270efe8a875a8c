import type { BlockProps } from '../../model/types.ts';
import { Actions } from '../../ui/Actions.tsx';
import type { CtaBlock } from '../../model/schema-types.generated.ts';
import './cta.css';

export default function Cta({ block }: BlockProps<CtaBlock>) {
  return (
    <section className="section cta" id={block.id}>
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
