import type { BlockProps } from '../../model/types.ts';
import { Actions } from '../../ui/Actions.tsx';
import { Picture } from '../../ui/Picture.tsx';
import type { PageHeaderBlock } from '../../model/schema-types.generated.ts';
import './page-header.css';

export default function PageHeader({ block }: BlockProps<PageHeaderBlock>) {
  return (
    <section className={`page-header${block.image ? ' page-header--with-image' : ''}`} id={block.id}>
      <div className="container page-header__inner">
        <div className="page-header__text">
          {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
          <h1 className="page-header__title">{block.title}</h1>
          {block.intro && <p className="page-header__intro">{block.intro}</p>}
          <Actions actions={block.actions} />
        </div>
        {block.image && (
          <Picture className="page-header__image" image={block.image} sizes="(min-width: 960px) 560px, min(92vw, 576px)" maxWidth={576} place="lcp" />
        )}
      </div>
    </section>
  );
}
