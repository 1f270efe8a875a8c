import type { AirtableSettings } from '../../airtable/read.ts';
import { SITE_FILE } from '../../paths.ts';
import { loadSite, PROJECT_ROOT, SCHEMAS_DIR, type LoadOptions, type LoadResult } from '../site/load-site.ts';
import { say } from '../messages/messages.ts';
import type { Problem } from '../messages/problems.ts';
import { schemaDefault } from '../schemas/validator.ts';
import { locate, readYaml } from '../yaml/yaml-file.ts';
import { airtableSource } from './airtable.ts';
import type { ContentSource, SourcedContent } from './content-source.ts';
import { yamlFolders } from './yaml-folders.ts';

const BASE_ID = /^app[A-Za-z0-9]{14}$/;

/** Test and tooling overrides of the Airtable client (the API's address, no retry on 429). */
export type ClientOverrides = Pick<AirtableSettings, 'endpointUrl' | 'noRetryIfRateLimited'>;

export type DataSourcePlan =
  | { source: 'yaml' }
  | { source: 'airtable'; settings: AirtableSettings }
  /** The configuration is not complete enough to read the source; loadSite reports why. */
  | { source: 'invalid'; problems: Problem[] };

/**
 * Reads, leniently, what is needed before the site can be loaded: site.config.yaml's data section.
 * Mistakes in it are left to loadSite's validation, except the token's variable not being set.
 */
export function planDataSource(root: string = PROJECT_ROOT, overrides: ClientOverrides = {}): DataSourcePlan {
  const site = readYaml(root, SITE_FILE);
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
  return {
    source: 'airtable',
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

/** The sources of the site's content besides its YAML folders, as site.config.yaml names them. */
export function contentSourcesOf(plan: DataSourcePlan): ContentSource[] {
  return plan.source === 'airtable' ? [airtableSource(plan.settings)] : [];
}

/** Loads `sources`, each given the files of the YAML folders: the files they give, which loadSite lays over those folders (LoadOptions.content). */
export async function loadContentSources(root: string, sources: readonly ContentSource[]): Promise<SourcedContent> {
  const content: SourcedContent = { files: [], problems: [] };
  if (sources.length === 0) return content;
  const { files } = await yamlFolders.load({ root, files: [] });
  for (const source of sources) {
    const loaded = await source.load({ root, files });
    content.files.push(...loaded.files);
    content.problems.push(...loaded.problems);
  }
  return content;
}

/**
 * The site as configured: from the YAML files alone, or with content from the other sources site.config.yaml
 * names (the industries' content from an Airtable base) laid over them.
 */
export async function loadConfiguredSite(root: string = PROJECT_ROOT, overrides: ClientOverrides = {}, options: Pick<LoadOptions, 'sourceModelOnly'> = {}): Promise<LoadResult> {
  const plan = planDataSource(root, overrides);
  if (plan.source === 'yaml') return loadSite(root, options);
  if (plan.source === 'invalid') {
    const result = loadSite(root, options);
    return { ...result, model: plan.problems.length > 0 ? undefined : result.model, problems: [...plan.problems, ...result.problems] };
  }
  const { files, problems } = await loadContentSources(root, contentSourcesOf(plan));
  if (problems.length > 0) return { problems, files: [] };
  return loadSite(root, { ...options, content: files });
}
