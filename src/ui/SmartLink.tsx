import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSite } from './site-context.tsx';
import { useLinkPrefetch } from './link-prefetch.ts';
import { languageOfRoute } from './site-context.tsx';

interface Props {
  to: string;
  children: ReactNode;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  'aria-current'?: 'page';
  tabIndex?: number;
}

/**
 * A link from YAML: site routes navigate client-side (and prefetch the page on hover or focus);
 * web addresses open in a new tab with rel="noopener noreferrer"; mailto:/tel: stay plain links.
 */
export function SmartLink({ to, children, className, onClick, ...rest }: Props) {
  const { messages, language, languages, defaultLanguage } = useSite();
  const prefetch = useLinkPrefetch();
  // a page in another language comes with that language's shell: loaded whole, not inside this one
  if (to.startsWith('/') && languages && languageOfRoute(to, languages, defaultLanguage ?? language) !== language) {
    return (
      <a href={to} className={className} onClick={onClick} aria-current={rest['aria-current']} tabIndex={rest.tabIndex}>
        {children}
      </a>
    );
  }
  if (to.startsWith('/')) {
    const intent = () => prefetch(to);
    return (
      <Link to={to} className={className} onClick={onClick} onMouseEnter={intent} onFocus={intent} aria-current={rest['aria-current']} tabIndex={rest.tabIndex}>
        {children}
      </Link>
    );
  }
  if (/^https?:/.test(to)) {
    return (
      <a href={to} className={className} onClick={onClick} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sr-only"> {messages.opensInNewTab}</span>
      </a>
    );
  }
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
