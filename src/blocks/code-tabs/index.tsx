import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import type { BlockProps, HighlightedCode } from '../../model/types.ts';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import { TabList, tabPanelProps } from '../../ui/Tabs.tsx';
import type { CodeTabsBlock } from '../../model/schema-types.generated.ts';
import './code-tabs.css';

const plainText = (code: HighlightedCode) => code.lines.map((line) => line.map(([text]) => text).join('')).join('\n');

/** Code samples behind tabs (the first chosen at the start), with a copy button. */
export default function CodeTabs({ block }: BlockProps<CodeTabsBlock>) {
  const [selected, setSelected] = useState(0);
  const [copied, setCopied] = useState(false);
  const id = useId();
  const tab = block.tabs[selected];

  const choose = (index: number) => {
    setSelected(index);
    setCopied(false);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(plainText(tab.code));
      setCopied(true);
    } catch {
      setCopied(false); // no clipboard access: the code can still be selected by hand
    }
  };

  return (
    <section className="section code-tabs" id={block.id}>
      <div className="container">
        <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
        <div className="code-tabs__frame">
          <div className="code-tabs__bar">
            <TabList
              id={id}
              label={block.tabsLabel}
              selected={selected}
              onSelect={choose}
              className="code-tabs__list"
              tabClassName="code-tabs__tab"
              tabs={block.tabs.map((item) => item.label)}
            />
            <button type="button" className="code-tabs__copy" onClick={copy}>
              {copied ? <Check aria-hidden="true" size={16} /> : <Copy aria-hidden="true" size={16} />}
              <span aria-live="polite">{copied ? block.texts.copied : block.texts.copy}</span>
            </button>
          </div>
          <div {...tabPanelProps(id, selected)} className="code-tabs__panel">
            {tab.caption && <p className="code-tabs__caption">{tab.caption}</p>}
            {/* focusable so that keyboard users can scroll long lines sideways */}
            <pre className="code-tabs__code" tabIndex={0} aria-label={tab.caption ?? tab.label}>
              <code className={`language-${tab.code.language}`}>
                {tab.code.lines.map((line, n) => (
                  <span key={n} className="code-tabs__line">
                    {line.map(([text, color], t) => (
                      <span key={t} style={color ? { color } : undefined}>
                        {text}
                      </span>
                    ))}
                    {'\n'}
                  </span>
                ))}
              </code>
            </pre>
          </div>
        </div>
      </div>
    </section>
  );
}
