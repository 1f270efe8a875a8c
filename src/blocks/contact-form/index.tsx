import { ContactForm } from '../../forms/ContactForm.tsx';
import type { BlockProps } from '../../model/types.ts';
import { Icon } from '../../ui/Icon.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import type { ContactFormBlock } from '../../model/schema-types.generated.ts';
import './contact-form.css';

/** The contact form (fields and texts from site.config.yaml) beside the contact details and reasons to choose us. */
export default function ContactFormSection({ block }: BlockProps<ContactFormBlock>) {
  return (
    <section className="section contact-form" id={block.id} aria-labelledby={block.id ? `${block.id}-title` : undefined}>
      <div className="container contact-form__layout">
        <div className="contact-form__main card">
          {block.heading && (
            <h2 id={block.id ? `${block.id}-title` : undefined} className="contact-form__heading">
              {block.heading}
            </h2>
          )}
          {block.intro && <p className="contact-form__intro">{block.intro}</p>}
          <ContactForm />
        </div>
        <aside className="contact-form__aside">
          <ul className="contact-form__details card">
            {block.details.map((detail) => (
              <li key={detail.label} className="contact-form__detail">
                {detail.icon && <Icon icon={detail.icon} size={22} className="contact-form__icon" />}
                <span>
                  <span className="contact-form__label">{detail.label}</span>
                  {detail.to ? <SmartLink to={detail.to}>{detail.value}</SmartLink> : <span>{detail.value}</span>}
                </span>
              </li>
            ))}
          </ul>
          {block.highlights && (
            <div className="contact-form__highlights card">
              {block.highlightsHeading && <h2 className="contact-form__highlights-heading">{block.highlightsHeading}</h2>}
              <ul>
                {block.highlights.map((item) => (
                  <li key={item.title} className="contact-form__highlight">
                    {item.icon && <Icon icon={item.icon} size={20} className="contact-form__icon" />}
                    <span>
                      <strong>{item.title}</strong>
                      {item.text && <span className="contact-form__highlight-text">{item.text}</span>}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </aside>
      </div>
    </section>
  );
}
