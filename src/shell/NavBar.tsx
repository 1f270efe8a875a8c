import { Menu, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { normalizeRoute } from '../model/slug.ts';
import type { ShellData } from '../model/types.ts';
import { useSite } from '../ui/site-context.tsx';
import { ActionButton } from '../ui/ActionButton.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { BrandMark } from './BrandMark.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { useMobileMenu, useScrolledPast } from './use-mobile-menu.ts';

/** Fixed navigation bar: more opaque once scrolled, a collapsible menu on small screens. */
export function NavBar() {
  const { brand, navigation, messages, home = '/' } = useSite();
  const location = useLocation();
  const current = normalizeRoute(location.pathname);
  const opaque = useScrolledPast(navigation.opaqueAfterPx);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { menuOpen, menuUsed, menuLeaving, showMenu, onLeft } = useMobileMenu(location.pathname, toggleRef);
  const links = navLinks(navigation.links, current);

  return (
    <header className={`navbar${opaque ? ' navbar--opaque' : ''}${menuOpen ? ' navbar--menu-open' : ''}`} data-opaque={opaque}>
      <div className="navbar__inner">
        <SmartLink to={home} className="brand">
          <BrandMark />
          <span className="brand__name">{brand.name}</span>
          <span className="sr-only"> {messages.homeLink}</span>
        </SmartLink>
        <nav className="navbar__desktop" aria-label={messages.mainNavigation}>
          <ul className="navbar__links">{links}</ul>
        </nav>
        <LanguageSwitcher />
        {navigation.cta && <ActionButton action={navigation.cta} className="navbar__cta" />}
        <button
          ref={toggleRef}
          type="button"
          className="navbar__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? messages.menuClose : messages.menuOpen}
          onClick={() => showMenu(!menuOpen)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>
      {menuUsed && (
        <nav
          id={menuId}
          className="navbar__mobile"
          aria-label={messages.mainNavigation}
          hidden={!menuOpen && !menuLeaving}
          data-state={menuOpen ? 'open' : 'closing'}
          onAnimationEnd={(event) => {
            if (event.target !== event.currentTarget || menuOpen) return;
            event.currentTarget.hidden = true; // before React's next render: no frame of the ended panel
            onLeft();
          }}
        >
          <ul className="navbar__mobile-links">{links}</ul>
          {navigation.cta && <ActionButton action={navigation.cta} />}
        </nav>
      )}
    </header>
  );
}

/** The navigation's links, the current page's marked: shown in the bar on wide screens, in the menu on small ones. */
function navLinks(links: ShellData['navigation']['links'], current: string) {
  return links.map((link) => (
    <li key={link.to}>
      <SmartLink to={link.to} className="navbar__link" aria-current={normalizeRoute(link.to) === current ? 'page' : undefined}>
        {link.label}
      </SmartLink>
    </li>
  ));
}
