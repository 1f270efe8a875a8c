import { chooseInterfaceLanguage, INTERFACE_LANGUAGES, interfaceLanguage, type InterfaceLanguage } from './language.ts';

/**
 * The header's choice of the interface language: each language named in its own words, the current one
 * pressed. Choosing another remembers it and shows the page again in it (`then`: a reload by default; the
 * editor keeps what was typed in this browser first, local-drafts.ts).
 */
export function languageSwitch(label: string, then: (code: InterfaceLanguage) => void = () => location.reload()): HTMLElement {
  const current = interfaceLanguage();
  const group = document.createElement('div');
  group.className = 'interface-language';
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', label);
  for (const { code, name } of INTERFACE_LANGUAGES) {
    const button = document.createElement('button');
    button.type = 'button';
    button.lang = code;
    button.textContent = name;
    button.setAttribute('aria-pressed', String(code === current));
    button.addEventListener('click', () => {
      if (code === interfaceLanguage()) return;
      chooseInterfaceLanguage(code);
      then(code);
    });
    group.append(button);
  }
  return group;
}
