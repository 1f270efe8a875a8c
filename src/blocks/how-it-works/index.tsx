import { Picture } from '../../ui/Picture.tsx';
import { useSite } from '../../ui/site-context.tsx';
import type { BlockProps } from '../../model/types.ts';
import { Icon } from '../../ui/Icon.tsx';
import { LoopingVideo } from '../../ui/LoopingVideo.tsx';
import { MediaPlaceholder } from '../../ui/MediaPlaceholder.tsx';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import type { HowItWorksBlock } from '../../model/schema-types.generated.ts';
import './how-it-works.css';

export default function HowItWorks({ block }: BlockProps<HowItWorksBlock>) {
  const { messages } = useSite();
  const { flow } = block;
  return (
    <section className="section how-it-works" id={block.id} aria-labelledby={block.id ? `${block.id}-title` : undefined}>
      <div className="container">
        <SectionHeading id={block.id} heading={block.heading} intro={block.intro} />
        <ol className="how-it-works__steps">
          {block.steps.map((step, index) => (
            <li key={step.caption} className="how-it-works__step">
              <div className="how-it-works__media">
                {step.video ? (
                  <LoopingVideo src={step.video} className="how-it-works__video" />
                ) : (
                  <MediaPlaceholder icon={step.icon} label={messages.videoPlaceholder} className="how-it-works__placeholder" />
                )}
                <span className="how-it-works__number" aria-hidden="true">
                  {index + 1}
                </span>
              </div>
              <h3 className="how-it-works__caption">{step.caption}</h3>
              {step.text && <p className="how-it-works__text">{step.text}</p>}
            </li>
          ))}
        </ol>
        {flow && (
          <figure className="flow">
            {flow.heading && <figcaption className="flow__heading">{flow.heading}</figcaption>}
            {flow.image && (
              <Picture className="flow__image" image={flow.image} sizes="(min-width: 1100px) 1040px, 92vw" />
            )}
            <ol className={flow.image ? 'sr-only' : 'flow__nodes'}>
              {flow.nodes.map((node) => (
                <li key={node.label} className="flow__node">
                  {node.icon && <Icon icon={node.icon} size={22} className="flow__icon" />}
                  <span className="flow__label">{node.label}</span>
                  {node.detail && <span className="flow__detail">{node.detail}</span>}
                </li>
              ))}
            </ol>
          </figure>
        )}
      </div>
    </section>
  );
}
