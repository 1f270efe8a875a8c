import { chooseInterfaceLanguage, INTERFACE_LANGUAGES, interfaceLanguage, type InterfaceLanguage } from '../../../interface/language.ts';
import { reloadKeeping } from './leaving.ts';

/**
 * The choice of the interface language, in the editor's header and the studio's bar: each language named in
 * its own words (and marked as written in it), the current one pressed. Choosing another remembers it in this
 * browser (chooseInterfaceLanguage), then `onSwitch` shows the page again in it: by default a reload that keeps
 * what is typed first (app/leaving.ts).
 */
export function LanguageSwitch({ label, onSwitch = () => reloadKeeping() }: { label: string; onSwitch?: (code: InterfaceLanguage) => void }) {
  const current = interfaceLanguage();
  return (
    <div className="interface-language" role="group" aria-label={label}>
      {INTERFACE_LANGUAGES.map(({ code, name }) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === current}
          onClick={() => {
            if (code === interfaceLanguage()) return;
            chooseInterfaceLanguage(code);
            onSwitch(code);
          }}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
