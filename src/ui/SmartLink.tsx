import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSite } from './site-context.tsx';
import { useLinkPrefetch } from './link-prefetch.ts';

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
  const { messages } = useSite();
  const prefetch = useLinkPrefetch();
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
