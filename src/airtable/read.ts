import type Airtable from 'airtable';
import { filterByTechnology, industriesFormula } from './formula.ts';

/** The tables of the seed's base that hold the site's content. The industry category tables are named per industry. */
export const TABLES = { useCases: 'Use Cases', technologies: 'Technologies', industries: 'Industries' } as const;

export interface AirtableSettings {
  baseId: string;
  /** The token itself (read from the environment variable the configuration names). */
  token: string;
  /** Name of that environment variable, for messages. */
  tokenEnv: string;
  /** View read from the Use Cases, Technologies and category tables; '' reads the whole table. */
  view: string;
  /** Bound on the whole read, waits after rate limiting included. */
  timeoutSeconds: number;
  /** The API's address; AIRTABLE_ENDPOINT_URL or Airtable's own when absent. */
  endpointUrl?: string;
  /** Tests only: fail at once on 429 instead of the client's backoff. */
  noRetryIfRateLimited?: boolean;
}

export interface AirtableRecord {
  id: string;
  fields: Record<string, unknown>;
}

/** Every record of the tables read, by table name, in the order Airtable returned them. */
export interface AirtableSnapshot {
  baseId: string;
  tables: Record<string, AirtableRecord[]>;
}

/** An entry of the Industries table as the catalogue shows it (000 §3). */
export interface CatalogueEntry {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  technologies: { name: string; type: 'AI Technology' }[];
  useCases: unknown[];
}

/** A failed read, with a message that says what to fix. */
export class AirtableReadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AirtableReadError';
  }
}

const DEFAULT_ENDPOINT = 'https://api.airtable.com';
/** Airtable allows 5 requests per second per base: a few tables at a time keeps the read under it. */
const TABLES_AT_ONCE = 3;

export function endpointOf(settings: Pick<AirtableSettings, 'endpointUrl'>): string {
  return (settings.endpointUrl ?? process.env.AIRTABLE_ENDPOINT_URL ?? DEFAULT_ENDPOINT).replace(/\/+$/, '');
}

/** The client is loaded when a base is read: every command that loads the site would otherwise load it too (about 80 ms). */
async function openBase(settings: AirtableSettings): Promise<Airtable.Base> {
  const { default: Airtable } = await import('airtable');
  return new Airtable({
    apiKey: settings.token,
    endpointUrl: endpointOf(settings),
    // A little over the whole read's bound, so that the bound, with its clearer message, comes first.
    requestTimeout: settings.timeoutSeconds * 1000 + 5000,
    noRetryIfRateLimited: settings.noRetryIfRateLimited ?? false,
  }).base(settings.baseId);
}

/**
 * Reads Use Cases, Technologies, Industries and the given category tables, every page of each
 * (100 records a page, the client following the offsets). Rejects with an AirtableReadError whose
 * message names the table, the status and what to change.
 */
export async function readBase(settings: AirtableSettings, categoryTables: string[]): Promise<AirtableSnapshot> {
  const names = [TABLES.useCases, TABLES.technologies, ...categoryTables, TABLES.industries];
  const work = async () => {
    const base = await openBase(settings);
    const tables: Record<string, AirtableRecord[]> = {};
    const queue = [...new Set(names)];
    const worker = async () => {
      for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
        // Industries is read whole, as the catalogue does; the others through the configured view.
        tables[name] = await readTable(base, settings, name, name === TABLES.industries ? {} : viewOption(settings.view));
      }
    };
    await Promise.all(Array.from({ length: TABLES_AT_ONCE }, worker));
    return { baseId: settings.baseId, tables };
  };
  return withinTime(work(), settings);
}

/** The Industries read of the catalogue: the seed's formula on Airtable's side, the technology filter on ours. */
export async function readCatalogueEntries(
  settings: AirtableSettings,
  filters: { search?: string; industry?: string; technology?: string } = {},
  defaultImage = '',
): Promise<CatalogueEntry[]> {
  const formula = industriesFormula(filters);
  const records = await withinTime(openBase(settings).then((base) => readTable(base, settings, TABLES.industries, formula ? { filterByFormula: formula } : {})), settings);
  return filterByTechnology(records.map((record) => catalogueEntry(record, defaultImage)), filters.technology);
}

/** 000 §3: Id else the record id; the first ImageUrl attachment else the default image; Technologies split on commas. */
export function catalogueEntry(record: AirtableRecord, defaultImage: string): CatalogueEntry {
  const f = record.fields;
  const attachments = Array.isArray(f.ImageUrl) ? (f.ImageUrl as { url?: unknown }[]) : [];
  const firstUrl = attachments.find((a) => typeof a?.url === 'string')?.url as string | undefined;
  return {
    id: typeof f.Id === 'string' && f.Id.trim() ? f.Id.trim() : record.id,
    title: typeof f.Title === 'string' ? f.Title : '',
    description: typeof f.Description === 'string' ? f.Description : '',
    imageUrl: firstUrl ?? defaultImage,
    technologies: splitList(f.Technologies).map((name) => ({ name, type: 'AI Technology' as const })),
    useCases: Array.isArray(f['Use Cases']) ? (f['Use Cases'] as unknown[]) : [],
  };
}

/** A comma-separated text or a list, as trimmed non-empty strings. */
export function splitList(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return parts.filter((p): p is string => typeof p === 'string').map((p) => p.trim()).filter(Boolean);
}

function viewOption(view: string): { view?: string } {
  return view ? { view } : {};
}

/** A connection closed under a request: a kept-alive one the server dropped as the request went out. */
const CONNECTION_CLOSED = /ECONNRESET|socket hang up/;

async function readTable(base: Airtable.Base, settings: AirtableSettings, table: string, options: { view?: string; filterByFormula?: string }): Promise<AirtableRecord[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      const records = await base(table).select({ pageSize: 100, ...options }).all();
      return records.map((r) => ({ id: r.id, fields: { ...r.fields } }));
    } catch (error) {
      // reading is safe to repeat: once more, on a new connection
      if (attempt === 1 && CONNECTION_CLOSED.test(String((error as Error | undefined)?.message ?? error))) continue;
      throw explainFailure(error, settings, table, options);
    }
  }
}

function withinTime<T>(work: Promise<T>, settings: AirtableSettings): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new AirtableReadError(
            `Reading the Airtable base ${settings.baseId} took longer than ${settings.timeoutSeconds} s and was stopped. ` +
              'Airtable was slow or kept asking to wait (rate limit); build again in a few minutes, or raise data.airtable.timeoutSeconds in site.config.yaml.',
          ),
        ),
      settings.timeoutSeconds * 1000,
    );
    timer.unref();
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** 000 §8's statuses, each turned into what the editor or the developer should change. */
export function explainFailure(error: unknown, settings: AirtableSettings, table: string, options: { view?: string; filterByFormula?: string } = {}): AirtableReadError {
  if (error instanceof AirtableReadError) return error;
  const { error: type, message, statusCode } = (error ?? {}) as Partial<Airtable.Error>;
  // The client passes node-fetch's own errors through when no answer came at all.
  const unreachable = type === 'CONNECTION_ERROR' || (error instanceof Error && ['FetchError', 'AbortError'].includes(error.name));
  const where = `table "${table}" of the Airtable base ${settings.baseId}`;
  const said = message ? ` Airtable said: ${message}` : '';
  const explain = (text: string) => new AirtableReadError(text, statusCode ?? undefined);
  switch (true) {
    case statusCode === 401:
      return explain(`Airtable refused the token (401 ${type}) when reading ${where}: check that the environment variable ${settings.tokenEnv} holds a valid personal access token that has not expired or been revoked.`);
    case statusCode === 403:
      return explain(
        `Airtable denied access (403 ${type}) to ${where}: either no table is named "${table}" (check its spelling in the base; an industry's table is its airtableTable, else its name), ` +
          `or the token in ${settings.tokenEnv} lacks the data.records:read scope or access to this base.`,
      );
    case statusCode === 404:
      return explain(`Airtable found nothing (404 ${type}) when reading ${where}: check data.airtable.baseId in site.config.yaml (app followed by 14 characters, from the base's address).${said}`);
    case statusCode === 413:
      return explain(`Airtable rejected the request for ${where} as too large (413 ${type}); shorten the filter.${said}`);
    case statusCode === 422:
      return explain(
        `Airtable could not process the request for ${where} (422 ${type}).${said} ` +
          (options.filterByFormula ? `Check the filter formula: ${options.filterByFormula}` : `Check that the view "${options.view ?? ''}" exists in that table (data.airtable.view in site.config.yaml; an empty text reads the whole table).`),
      );
    case statusCode === 429:
      return explain(`Airtable answered 429 Too Many Requests for ${where}: the base gets more than 5 requests a second. Wait a minute and build again, or stop other scripts that use this base.`);
    case statusCode !== undefined && statusCode !== null && statusCode >= 500:
      return explain(`Airtable had a server error (${statusCode} ${type}) when reading ${where}. This is on Airtable's side: build again in a few minutes.${said}`);
    case unreachable:
      return explain(`Could not reach Airtable at ${endpointOf(settings)} when reading ${where} (${message}). Check the network connection, a proxy, or AIRTABLE_ENDPOINT_URL.`);
    case typeof statusCode === 'number':
      return explain(`Airtable answered ${statusCode} ${type} when reading ${where}.${said}`);
    default:
      return explain(`Reading ${where} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
