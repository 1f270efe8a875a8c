import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { askDataAgain } from '../../src/editor/preview/fresh-data.ts';
import { ServedData } from '../../src/editor/server/preview.ts';
import type { SiteModel } from '../../src/model/types.ts';

/** A data file of the preview's model, answered when the test says: what the model held when it was asked. */
function previewModel(first: string) {
  let held = first;
  const answers: { resolve: (value: string) => void; asked: string }[] = [];
  return {
    set: (text: string) => (held = text),
    fetch: () => new Promise<string>((resolve) => answers.push({ resolve, asked: held })),
    answerAll: () => answers.splice(0).forEach((answer) => answer.resolve(answer.asked)),
    waiting: () => answers.length,
  };
}

/** Lets react-query's promises run until `state` holds: bounded by turns of the event loop, not by a clock. */
async function until(state: () => boolean) {
  for (let turn = 0; turn < 1000 && !state(); turn++) await new Promise((resolve) => setImmediate(resolve));
  expect(state()).toBe(true);
}

describe('the preview frame asks its data again after each page sent', () => {
  it('a first load on its way when a change is sent is asked again: the data shown is the one after the change', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const model = previewModel('use cases as the page was opened');
    const observer = new QueryObserver(client, { queryKey: ['industry', 'banking'], queryFn: model.fetch });
    const unsubscribe = observer.subscribe(() => {});
    expect(model.waiting()).toBe(1);
    // the editor sends the page with a use case renamed; the model holds the new text from now on
    model.set('use cases with the one renamed');
    const asked = askDataAgain(client);
    // the first load (cancelled) and the one asked again
    await until(() => model.waiting() === 2);
    model.answerAll();
    await asked;
    await until(() => observer.getCurrentResult().data !== undefined);
    expect(observer.getCurrentResult().data).toBe('use cases with the one renamed');
    unsubscribe();
  });

  it('a query that has its data is asked again too', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const model = previewModel('technologies before');
    const observer = new QueryObserver(client, { queryKey: ['technologies'], queryFn: model.fetch });
    const unsubscribe = observer.subscribe(() => {});
    model.answerAll();
    await until(() => observer.getCurrentResult().data === 'technologies before');
    model.set('technologies after');
    const asked = askDataAgain(client);
    await until(() => model.waiting() === 1);
    model.answerAll();
    await asked;
    expect(observer.getCurrentResult().data).toBe('technologies after');
    unsubscribe();
  });
});

describe('the data version the editor sends with each page: the frame asks its data again only when it changes', () => {
  const modelWith = (useCase: string, heroTitle: string) =>
    ({ shell: {}, pages: [{ route: '/banking', title: heroTitle }], data: { '/_data/industries/banking.json': { useCases: [{ title: useCase }] }, '/_data/technologies.json': [] } }) as unknown as SiteModel;

  it('stays while only what the frame has not read changes, and changes once when what it read does', () => {
    const served = new ServedData();
    const opened = modelWith('Card Dispute Desk', 'AI in Banking');
    expect(served.versionFor(opened)).toBe('0');
    served.served(opened, '/_data/industries/banking.json');
    // the page's own texts come with the page sent, not from the data read
    expect(served.versionFor(modelWith('Card Dispute Desk', 'AI for Banks'))).toBe('0');
    const renamed = modelWith('Chargeback Desk', 'AI for Banks');
    expect(served.versionFor(renamed)).toBe('1');
    // asked again on that version: the next previews with the same data keep it
    served.served(renamed, '/_data/industries/banking.json');
    expect(served.versionFor(renamed)).toBe('1');
    expect(served.versionFor(modelWith('Chargeback Desk', 'AI for Banks and Credit Unions'))).toBe('1');
  });
});
