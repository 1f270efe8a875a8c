import { normaliseBase, type IndustryTable } from '../../airtable/normalise.ts';
import { readBase, type AirtableSettings, type AirtableSnapshot } from '../../airtable/read.ts';
import { SITE_FILE } from '../../paths.ts';
import { listYaml, loadSite, PROJECT_ROOT, SCHEMAS_DIR, type LoadResult } from '../site/load-site.ts';
import { say } from '../messages/messages.ts';
import type { Problem } from '../messages/problems.ts';
import { schemaDefault } from '../schemas/validator.ts';
import { locate, readYaml } from '../yaml/yaml-file.ts';

const BASE_ID = /^app[A-Za-z0-9]{14}$/;

/** Test and tooling overrides of the Airtable client (the API's address, no retry on 429). */
export type ClientOverrides = Pick<AirtableSettings, 'endpointUrl' | 'noRetryIfRateLimited'>;

export type DataSourcePlan =
  | { source: 'yaml' }
  | { source: 'airtable'; settings: AirtableSettings; industries: IndustryTable[] }
  /** The configuration is not complete enough to read the source; loadSite reports why. */
  | { source: 'invalid'; problems: Problem[] };

/**
 * Reads, leniently, what is needed before the site can be loaded: site.config.yaml's data section
 * and each industry page's key, name and Airtable table. Mistakes in them are left to loadSite's
 * validation, except the token's variable not being set.
 */
export function planDataSource(root: string = PROJECT_ROOT, overrides: ClientOverrides = {}): DataSourcePlan {
  const site = readYaml(root, SITE_FILE, '');
  const data = (site.data as { data?: { source?: unknown; airtable?: Record<string, unknown> } } | undefined)?.data;
  if (data?.source !== 'airtable') return { source: 'yaml' };
  const airtable = data.airtable ?? {};
  if (typeof airtable.baseId !== 'string' || !BASE_ID.test(airtable.baseId)) return { source: 'invalid', problems: [] };
  const setting = <T>(name: string, type: 'string' | 'number'): T =>
    (typeof airtable[name] === type ? airtable[name] : schemaDefault(SCHEMAS_DIR, 'site.schema.json', ['data', 'airtable', name])) as T;
  const tokenEnv = setting<string>('tokenEnv', 'string');
  const token = process.env[tokenEnv];
  if (!token) {
    const where = locate(site, airtable.tokenEnv === undefined ? ['data', 'airtable', 'baseId'] : ['data', 'airtable', 'tokenEnv']);
    return {
      source: 'invalid',
      problems: [
        {
          file: SITE_FILE,
          ...where,
          ...say('airtable-token-unset', { variable: tokenEnv, baseId: airtable.baseId }),
        },
      ],
    };
  }
  const industries = listYaml(root, 'pages').flatMap((file) => {
    const industry = (readYaml(root, file, '').data as { industry?: Record<string, unknown> } | undefined)?.industry;
    if (typeof industry?.key !== 'string' || typeof industry.name !== 'string') return [];
    const table = typeof industry.airtableTable === 'string' ? industry.airtableTable : industry.name;
    return [{ key: industry.key, name: industry.name, table }];
  });
  return {
    source: 'airtable',
    industries,
    settings: {
      baseId: airtable.baseId,
      token,
      tokenEnv,
      view: setting<string>('view', 'string'),
      timeoutSeconds: setting<number>('timeoutSeconds', 'number'),
      ...overrides,
    },
  };
}

/** Reads the configured Airtable base, or gives the problem that stopped it. */
export async function readConfiguredBase(plan: Extract<DataSourcePlan, { source: 'airtable' }>): Promise<{ snapshot?: AirtableSnapshot; problems: Problem[] }> {
  try {
    return { snapshot: await readBase(plan.settings, plan.industries.map((i) => i.table)), problems: [] };
  } catch (error) {
    return { problems: [{ file: `Airtable base ${plan.settings.baseId}`, line: 0, col: 0, ...say('airtable-read-failed', { reason: (error as Error).message }) }] };
  }
}

/**
 * The site as configured: from the YAML files alone, or with the industries' content read from
 * the Airtable base of site.config.yaml (read here, in Node, when building; never in a browser).
 */
export async function loadConfiguredSite(root: string = PROJECT_ROOT, overrides: ClientOverrides = {}): Promise<LoadResult> {
  const plan = planDataSource(root, overrides);
  if (plan.source === 'yaml') return loadSite(root);
  if (plan.source === 'invalid') {
    const result = loadSite(root);
    return { ...result, model: plan.problems.length > 0 ? undefined : result.model, problems: [...plan.problems, ...result.problems] };
  }
  const { snapshot, problems } = await readConfiguredBase(plan);
  if (!snapshot) return { problems, files: [] };
  return loadSite(root, { external: normaliseBase(snapshot, plan.industries) });
}
