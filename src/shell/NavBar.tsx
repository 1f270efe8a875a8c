import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { normalizeRoute } from '../app/routes.ts';
import { useSite } from '../ui/site-context.tsx';
import { ActionButton } from '../ui/ActionButton.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { useLatch } from '../ui/use-latch.ts';
import { BrandMark } from './BrandMark.tsx';

/** Fixed navigation bar: more opaque once scrolled, a collapsible menu on small screens. */
export function NavBar() {
  const { brand, navigation, messages } = useSite();
  const location = useLocation();
  const current = normalizeRoute(location.pathname);
  const [opaque, setOpaque] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  // the panel joins the page at its first opening and stays (its links keep focus while it animates)
  const menuUsed = useLatch(menuOpen);
  const [menuLeaving, setMenuLeaving] = useState(false);
  const showMenu = (open: boolean) => {
    setMenuLeaving(!open && menuOpen && !window.matchMedia('(prefers-reduced-motion: reduce)').matches);
    setMenuOpen(open);
  };

  useEffect(() => {
    const update = () => setOpaque(window.scrollY > navigation.opaqueAfterPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [navigation.opaqueAfterPx]);

  useEffect(() => showMenu(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      showMenu(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const links = navigation.links.map((link) => (
    <li key={link.to}>
      <SmartLink to={link.to} className="navbar__link" aria-current={normalizeRoute(link.to) === current ? 'page' : undefined}>
        {link.label}
      </SmartLink>
    </li>
  ));

  const menuContent = (
    <>
      <ul className="navbar__mobile-links">{links}</ul>
      {navigation.cta && <ActionButton action={navigation.cta} />}
    </>
  );

  return (
    <header className={`navbar${opaque ? ' navbar--opaque' : ''}${menuOpen ? ' navbar--menu-open' : ''}`} data-opaque={opaque}>
      <div className="navbar__inner">
        <SmartLink to="/" className="brand">
          <BrandMark />
          <span className="brand__name">{brand.name}</span>
          <span className="sr-only"> {messages.homeLink}</span>
        </SmartLink>
        <nav className="navbar__desktop" aria-label={messages.mainNavigation}>
          <ul className="navbar__links">{links}</ul>
        </nav>
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
            setMenuLeaving(false);
          }}
        >
          {menuContent}
        </nav>
      )}
    </header>
  );
}
