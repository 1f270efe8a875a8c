import { useEffect, useState } from 'react';
import { fillMessage, useSite } from '../ui/site-context.tsx';
import type { NavLink } from '../model/types.ts';
import { Icon } from '../ui/Icon.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { BrandMark } from './BrandMark.tsx';

export function Footer() {
  const { brand, footer, buildYear, home = '/' } = useSite();
  // The prerendered HTML carries the build year; the visitor's clock takes over after hydration.
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);

  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__about">
          <SmartLink to={home} className="brand">
            <BrandMark />
            <span className="brand__name">{brand.name}</span>
          </SmartLink>
          <p className="footer__blurb">{footer.blurb}</p>
          {footer.social.length > 0 && (
            <ul className="footer__social">
              {footer.social.map((profile) => (
                <li key={profile.to}>
                  <SmartLink to={profile.to} className="footer__social-link">
                    <Icon icon={profile.icon} size={20} />
                    <span>{profile.label}</span>
                  </SmartLink>
                </li>
              ))}
            </ul>
          )}
        </div>
        {footer.groups.map((group) => (
          <nav key={group.title} className="footer__group" aria-label={group.title}>
            <h2 className="footer__title">{group.title}</h2>
            <LinkList links={group.links} />
          </nav>
        ))}
      </div>
      <div className="footer__bottom">
        <p>{fillMessage(footer.copyright, { year, brand: brand.name })}</p>
        {footer.legal.length > 0 && <LinkList links={footer.legal} className="footer__legal" />}
      </div>
    </footer>
  );
}

function LinkList({ links, className }: { links: NavLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <SmartLink to={link.to}>{link.label}</SmartLink>
        </li>
      ))}
    </ul>
  );
}
