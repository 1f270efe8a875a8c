import { openYamlDocument } from '../../form/document.ts';
import { headingsWithName, nameOfPage } from '../../form/renamed-headings.ts';
import { describeField, fieldAt, fillPlaceholders } from '../../form/fields.ts';
import type { SiteEntry } from '../../contract.ts';
import { withoutEmptyReferences } from '../form/new-items.ts';
import { insertionPoint, snippetYaml, type Template } from '../templates.ts';
import { EDITOR_TEXT as T } from '../texts/editor.ts';
import { askDeletePage, askPageName } from './PageDialogs.tsx';
import type { EditorStore } from './store.ts';
import { insertSnippet } from './YamlView.tsx';

/** What the header's buttons and the toolbar do to the site's pages: a new page or item, a rename, a delete. */

/** A file of the site in the words a person knows it by: "Privacy Policy (/privacy)", "“Site settings: …”". */
export function describeFile(entries: SiteEntry[], file: string): string {
  const entry = entries.find((candidate) => candidate.path === file);
  return entry ? (entry.route ? `${entry.title} (${entry.route})` : T.quotedTitle(entry.title)) : file;
}

const entriesOf = (store: EditorStore) => (store.queryClient.getQueryData(['files', store.getState().api.base]) as { entries: SiteEntry[] } | undefined)?.entries ?? [];

const newPagePlan = (store: EditorStore, folder: string) => async (name: string) => (await store.getState().api.call('new-page', { folder, name })).data;

/** "New industry", "New guardrail video", …: a new file from the schema's template, or a new item at the end of its list. */
export async function applyTemplate(store: EditorStore, template: Template): Promise<void> {
  const { actions } = store;
  if (template.folder) return newPage(store, template);
  const current = store.getState().file?.path ?? '';
  const target = template.file ?? (template.fits?.test(current) ? current : undefined);
  if (!target) return actions.setStatus(T.openIndustryFirst(template.label), 'warn');
  if (target !== current && !(await actions.openFile(target))) return;
  const schema = await actions.schemaFor(target);
  const found = schema && template.snippet(schema);
  if (!found) return actions.setStatus(T.noTemplate(template.label), 'error');
  const list = template.list ?? [];
  const text = store.getState().text;
  const point = insertionPoint(text, list);
  if (!point) return actions.setStatus(T.noList(template.label, list.join('.') ?? ''), 'error');
  if (store.getState().view === 'yaml') {
    // the YAML view: a snippet, its first field taking the cursor, Tab to the next
    const lead = point.offset > 0 && text[point.offset - 1] !== '\n' ? '\n' : '';
    return insertSnippet(lead + snippetYaml(found.body, point.indent, true).join('\n') + '\n', point.offset);
  }
  // the form: the item as the list's Add makes it, opened, its first field ready to type in
  actions.setView('form', false);
  const root = describeField(schema as Parameters<typeof describeField>[0]);
  const listField = fieldAt(root, list);
  const item = listField?.kind === 'list' ? listField.item : undefined;
  const value = item ? withoutEmptyReferences(item, fillPlaceholders(found.body)) : fillPlaceholders(found.body);
  const doc = openYamlDocument(text);
  const count = (() => {
    const items = doc.getField(list);
    return Array.isArray(items) ? items.length : 0;
  })();
  doc.addItem(list, value);
  actions.setText(doc.text(), 'form');
  const key = [...list, count].join('/');
  actions.setForm((form) => ({ fresh: [...form.fresh, key], opened: { ...form.opened, ...Object.fromEntries([...list, count].map((_, depth) => [[...list, count].slice(0, depth + 1).join('/'), true])) }, focus: { key, within: 'first', block: 'start' } }));
}

async function newPage(store: EditorStore, template: Template): Promise<void> {
  const { actions } = store;
  const folder = template.folder!;
  const industry = folder === 'pages/industries';
  const asked = await askPageName({
    heading: template.label,
    label: industry ? T.nameOfIndustry : folder === 'content/catalogue' ? T.nameOfList : T.nameOfPage,
    example: industry ? 'Maritime Logistics' : folder === 'content/catalogue' ? 'Legal services' : 'Our partners',
    plan: newPagePlan(store, folder),
  });
  if (!asked) return;
  const { name, plan } = asked;
  const schema = await actions.schemaFor(plan.path);
  const found = schema && template.snippet(schema);
  if (!found) return actions.setStatus(T.noTemplate(template.label), 'error');
  // the template's placeholders: the address, the name and the key made from the name; the rest empty
  const body = JSON.parse(
    JSON.stringify(found.body)
      .replace(/\$\{1:[^}]*\}/, plan.slug)
      .replace('${2:New Industry}', name.replace(/["\\]/g, '\\$&'))
      .replace('${4:newIndustry}', plan.key)
      .replace('"$5"', JSON.stringify(name)),
  ) as unknown;
  const root = describeField(schema as Parameters<typeof describeField>[0]);
  const value = withoutEmptyReferences(root, fillPlaceholders(body));
  const text = snippetYaml(value).join('\n') + '\n';
  if (!(await actions.openFile(plan.path, { newText: text, newTitle: name }))) return;
  actions.setView('form', false);
  actions.setForm({ focus: { key: '', within: 'firstEmpty' } });
}

/** Rename…: the new name asked for, with the address it makes; the file, its route, its translations and every link to it follow. */
export async function renamePage(store: EditorStore): Promise<void> {
  const { actions } = store;
  const { file } = store.getState();
  if (!file) return;
  if (actions.isDirty()) return actions.setStatus(T.saveBeforeRename, 'warn');
  const entries = entriesOf(store);
  const entry = entries.find((candidate) => candidate.path === file.path);
  const folder = file.path.replace(/\/[^/]+$/, '');
  // asked while the person types: the files whose links follow the page are those that link to it now
  const linking = store.getState().api.call('links', { path: file.path });
  const oldRoute = entry?.route;
  const asked = await askPageName({
    heading: T.renameHeading(entry?.title ?? file.path),
    label: T.newName,
    example: 'Maritime Logistics',
    plan: newPagePlan(store, folder),
    action: T.renameAction,
    initial: entry?.title ?? '',
    ownRoute: oldRoute,
    // the rename keeps the old address (site.config.yaml redirects): it leads to the new one
    consequence: (plan) => (oldRoute ? T.renameLeadsTo(oldRoute, plan.route) : undefined),
    // "AI in Real Estate" becomes "AI in Property" with the name, when the person keeps it ticked
    choice: (name) => {
      const page = openYamlDocument(store.getState().text).getField([]);
      const changes = headingsWithName(page, nameOfPage(page) ?? '', name);
      const distinct = [...new Map(changes.map((change) => [`${change.from}\n${change.to}`, change])).values()];
      return distinct.length > 0 ? T.changeHeadings(distinct.map((change) => [change.from, change.to] as const)) : undefined;
    },
  });
  if (!asked) return;
  actions.setStatus(T.renaming);
  const reply = await store.getState().api.call('rename', { path: file.path, name: asked.name, headings: asked.chosen });
  if (!reply.data) return actions.setStatus(T.notRenamed(reply.error ?? T.serverDidNotAnswer), 'error');
  const data = reply.data;
  const before = file.path;
  actions.forgetKept(before);
  actions.filesChanged();
  await actions.openFile(data.path, { reload: true });
  // its translations (about.fr.yaml) move with it; the other files changed hold links to it
  const translationOf = (changed: string, page: string) => changed.startsWith(page.replace(/\.ya?ml$/, '.')) && /\.[a-z]{2}(-[A-Z]{2})?\.yaml$/.test(changed);
  const moved = data.changed.filter((changed) => translationOf(changed, data.path)).length;
  // site.config.yaml is written for the old address in any case: named only when it held links to the page too
  const linked = new Set((await linking).data?.links.map((link) => link.file) ?? []);
  const others = data.changed.filter(
    (changed) => changed !== data.path && changed !== before && !translationOf(changed, before) && !translationOf(changed, data.path) && (changed !== 'site.config.yaml' || linked.has(changed)),
  );
  // the pages whose links follow, by the names a person knows them by (the list as it was before the rename)
  actions.setStatus(T.renamed(data.route, moved, others.map((changed) => describeFile(entries, changed)), oldRoute));
}

/** Delete…: what links to the page is named first; with consent its links go too. */
export async function deletePage(store: EditorStore): Promise<void> {
  const { actions } = store;
  const { file, api } = store.getState();
  if (!file) return;
  const entries = entriesOf(store);
  const entry = entries.find((candidate) => candidate.path === file.path) ?? { path: file.path, group: 'pages' as const, title: file.path };
  const found = await api.call('links', { path: file.path });
  const choice = await askDeletePage(entry, found.data?.links ?? [], (path) => describeFile(entries, path));
  if (!choice) return;
  const reply = await api.call('delete', { path: file.path, removeLinks: choice === 'delete-with-links' });
  if (!reply.data) return actions.setStatus(T.notDeleted(reply.error ?? T.serverDidNotAnswer), 'error');
  actions.forgetKept(file.path);
  actions.close();
  actions.filesChanged();
  actions.setStatus(T.deleted(entry.title, reply.data.changed.length - 1));
}
