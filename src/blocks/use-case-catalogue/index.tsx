import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { countMessage, fillMessage, useSite } from '../../ui/site-context.tsx';
import { filterRows, startsGroup, type CatalogueRow, type CatalogueText } from '../../catalogue/model.ts';
import { formatDuration } from '../../model/duration.ts';
import { queryOptionsFor } from '../../runtime/queries.ts';
import type { BlockProps } from '../../model/types.ts';
import { Actions } from '../../ui/Actions.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { TabList, tabPanelProps } from '../../ui/Tabs.tsx';
import { sectorRows } from './data.ts';
import type { ResolvedUseCaseCatalogue } from './types.ts';
import './use-case-catalogue.css';

const rowsQuery = (sector: { rowsUrl: string }) => queryOptionsFor<CatalogueRow[]>(sectorRows(sector));

/**
 * The catalogue: sector tabs (the first chosen), a search within the sector, and the table of its
 * agents, the category label on the first row of each group, the header kept visible while scrolling.
 */
export default function UseCaseCatalogue({ block }: BlockProps<ResolvedUseCaseCatalogue>) {
  const { messages, language } = useSite();
  const client = useQueryClient();
  const [selected, setSelected] = useState(0);
  const [search, setSearch] = useState('');
  const id = useId();
  const sector = block.sectors[selected];
  const loaded = useQuery(rowsQuery(sector));
  const all = loaded.data;
  const rows = useMemo(() => filterRows(all ?? [], search), [all, search]);
  const prefetch = (index: number) => void client.prefetchQuery(rowsQuery(block.sectors[index]));

  return (
    <section className="catalogue" id={block.id}>
      <div className="container">
        <header className="catalogue__header">
          <h1>{block.title}</h1>
          {block.subtitle && <p className="catalogue__subtitle">{block.subtitle}</p>}
          <Actions actions={block.actions} />
        </header>

        <TabList
          id={id}
          label={block.sectorsLabel}
          selected={selected}
          onSelect={setSelected}
          onIntent={prefetch}
          className="catalogue__sectors"
          tabClassName="catalogue__sector"
          tabs={block.sectors.map((s) => (
            <>
              <Icon icon={s.icon} size={18} />
              <span>{s.name}</span>
              <span className="catalogue__sector-count">{s.count}</span>
            </>
          ))}
        />

        <div {...tabPanelProps(id, selected)} className="catalogue__panel">
          <label className="catalogue__search">
            <Search aria-hidden="true" size={18} />
            <input type="search" value={search} placeholder={block.searchPlaceholder} aria-label={block.searchLabel} onChange={(event) => setSearch(event.target.value)} />
          </label>
          {sector.count === 0 ? (
            <p className="catalogue__message" role="status">
              {fillMessage(block.empty, { sector: sector.name })}
            </p>
          ) : loaded.isError ? (
            <div className="catalogue__message" role="alert">
              <p>{block.loadError}</p>
              <button type="button" className="button button--primary" onClick={() => void loaded.refetch()} disabled={loaded.isFetching}>
                {messages.retry}
              </button>
            </div>
          ) : !all ? (
            <p className="catalogue__message" role="status">
              <span className="spinner" aria-hidden="true" /> {fillMessage(block.loading, { sector: sector.name })}
            </p>
          ) : (
            <>
              <p className="catalogue__count" role="status">
                {rows.length === 0 ? fillMessage(block.noMatch, { query: search.trim(), sector: sector.name }) : countMessage(block.count, all.length, language, { shown: rows.length, sector: sector.name })}
              </p>
              {rows.length > 0 && <CatalogueTable rows={rows} block={block} />}
            </>
          )}
        </div>
      </div>
    </section>
  );
}

function CatalogueTable({ rows, block }: { rows: CatalogueRow[]; block: ResolvedUseCaseCatalogue }) {
  const { columns } = block;
  const { language, languages, defaultLanguage } = useSite();
  // a text not yet translated shows in the source language, said so to screen readers
  const source = languages?.find((candidate) => candidate.code === defaultLanguage);
  const inSource = (row: CatalogueRow, text: CatalogueText) => (source && row.untranslated?.includes(text) ? { lang: source.code, dir: source.dir } : {});
  return (
    // focusable so keyboard users can scroll it; named by its caption
    <div className="catalogue__scroll" tabIndex={0} role="region" aria-label={block.title}>
      <table className="catalogue__table">
        <thead>
          <tr>
            <th scope="col">{columns.category}</th>
            <th scope="col">{columns.module}</th>
            <th scope="col">{columns.agentName}</th>
            <th scope="col">{columns.description}</th>
            <th scope="col">{columns.demoReady}</th>
            <th scope="col">{columns.goLive}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id} className={startsGroup(rows, index) ? 'catalogue__group-start' : undefined}>
              {startsGroup(rows, index) ? (
                <td className="catalogue__category" {...inSource(row, 'category')}>
                  {row.category}
                </td>
              ) : (
                <td className="catalogue__category" />
              )}
              <td {...inSource(row, 'module')}>{row.module}</td>
              <td className="catalogue__agent" {...inSource(row, 'agentName')}>
                {row.agentName}
              </td>
              <td className="catalogue__description" {...inSource(row, 'description')}>
                {row.description}
              </td>
              <td>
                <span className={`catalogue__demo catalogue__demo--${row.demoReady ? 'yes' : 'no'}`}>{row.demoReady ? block.yes : block.no}</span>
              </td>
              <td className="catalogue__golive">{formatDuration(row.goLive, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
