import type { BlockProps } from '../../model/types.ts';
import type { StatsBlock } from '../../model/schema-types.generated.ts';
import './stats.css';

export default function Stats({ block }: BlockProps<StatsBlock>) {
  return (
    <section className="section stats" id={block.id}>
      <div className="container">
        {block.heading && <h2 className="stats__heading">{block.heading}</h2>}
        <ul className="stats__list">
          {block.items.map((item) => (
            <li key={item.label} className="stats__item">
              <span className="stats__value">{item.value}</span>
              <span className="stats__label">{item.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
