import { useEffect } from 'react';
import { usePageVersions } from '../ui/page-versions.tsx';
import { useSite } from '../ui/site-context.tsx';

/** Where the visitor's choice of language is kept between visits. */
const CHOICE_KEY = 'language';

/**
 * The languages of the site, each a link to this page in it (a whole page load: the other language
 * comes with its own shell), or to the language's home page when the language hides this page (not yet
 * translated, `missing: hide`). The choice is remembered: a later visit to the default language's home
 * page goes to the chosen language's, and choosing the default language again brings the visitor back.
 */
export function LanguageSwitcher() {
  const { languages, language, messages, home = '/', defaultLanguage } = useSite();
  const versions = usePageVersions();
  useEffect(() => {
    if (!languages || language !== defaultLanguage || home !== window.location.pathname) return;
    let chosen: string | null = null;
    try {
      chosen = localStorage.getItem(CHOICE_KEY);
    } catch {
      return; // storage disabled: nothing remembered
    }
    const target = chosen && chosen !== language ? versions?.[chosen] : undefined;
    if (target) window.location.replace(target);
  }, [languages, language, defaultLanguage, home, versions]);
  if (!languages || languages.length < 2 || !versions) return null;
  const remember = (code: string) => {
    try {
      localStorage.setItem(CHOICE_KEY, code);
    } catch {
      /* storage disabled: the link still goes there */
    }
  };
  return (
    <nav className="language-switcher" aria-label={messages.languages}>
      <ul>
        {languages.map(({ code, name, dir, home: itsHome }) => (
          <li key={code}>
            <a
              href={versions[code] ?? itsHome ?? '/'}
              lang={code}
              hrefLang={code}
              dir={dir}
              aria-current={code === language ? 'true' : undefined}
              onClick={() => remember(code)}
            >
              <span className="language-switcher__name">{name}</span>
              <span className="language-switcher__code" aria-hidden="true">
                {code.toUpperCase()}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
