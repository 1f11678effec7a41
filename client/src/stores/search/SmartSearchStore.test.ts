import { jest } from '@jest/globals';
import type { Api } from '../../api';
import type { SmartSearchQuery, SmartSearchResult } from '../../api/search';
import { SmartSearchStore } from './SmartSearchStore';

const emptyResult = (terms: string[]): SmartSearchResult => ({
  terms,
  vacancies: { items: [], totalCount: 0, totalCountCapped: false },
  companies: { items: [], totalCount: 0, totalCountCapped: false },
  technologies: { items: [], totalCount: 0, totalCountCapped: false },
});

/** A search API whose answers the test hands out, in any order. */
function deferredApi() {
  const calls: { query: SmartSearchQuery; answer: (result: SmartSearchResult) => void; fail: () => void }[] = [];
  const getSmartSearch = (query: SmartSearchQuery) =>
    new Promise<SmartSearchResult>((resolve, reject) =>
      calls.push({ query, answer: resolve, fail: () => reject(new Error('down')) }),
    );
  return { api: { search: { getSmartSearch } } as unknown as Api, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SmartSearchStore', () => {
  afterEach(() => jest.useRealTimers());

  it('asks once after the pause, with the words as terms and five of each group', () => {
    jest.useFakeTimers();
    const { api, calls } = deferredApi();
    const writeQuery = jest.fn<(text: string) => void>();
    const store = new SmartSearchStore({ api, writeQuery }, '', 250);
    store.setInput('s');
    store.setInput('senior');
    store.setInput('senior  react ');
    jest.advanceTimersByTime(249);
    expect(calls).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(calls.map((call) => call.query)).toEqual([{ terms: ['senior', 'react'], take: 5 }]);
    expect(writeQuery).toHaveBeenLastCalledWith('senior  react');
    expect(store.isLoading).toBe(true);
  });

  it('ignores the answer of an older request that comes after a newer one', async () => {
    const { api, calls } = deferredApi();
    const store = new SmartSearchStore({ api, writeQuery: () => {} }, '', 0);
    store.setInput('rea');
    store.apply();
    store.setInput('react');
    store.apply();
    expect(calls.map((call) => call.query.terms)).toEqual([['rea'], ['react']]);

    calls[1].answer(emptyResult(['react']));
    await flush();
    calls[0].answer(emptyResult(['rea']));
    await flush();
    expect(store.result?.terms).toEqual(['react']);
    expect(store.resultText).toBe('react');
    expect(store.isLoading).toBe(false);
  });

  it('an emptied box asks nothing, drops the results and the answer still on its way', async () => {
    const { api, calls } = deferredApi();
    const writeQuery = jest.fn<(text: string) => void>();
    const store = new SmartSearchStore({ api, writeQuery }, 'react', 0);
    store.refresh();
    store.setInput('   ');
    expect(store.isBlank).toBe(true);
    expect(writeQuery).toHaveBeenLastCalledWith('');
    calls[0].answer(emptyResult(['react']));
    await flush();
    expect(store.result).toBeUndefined();
    expect(store.isLoading).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('a failure shows as failed until a retry answers', async () => {
    const { api, calls } = deferredApi();
    const store = new SmartSearchStore({ api, writeQuery: () => {} }, 'go', 0);
    store.refresh();
    calls[0].fail();
    await flush();
    expect(store.failed).toBe(true);
    store.refresh();
    calls[1].answer(emptyResult(['go']));
    await flush();
    expect(store.failed).toBe(false);
    expect(store.foundNothing).toBe(true);
  });

  it('follows a URL that says something else, and not one it wrote itself', () => {
    const { api, calls } = deferredApi();
    const store = new SmartSearchStore({ api, writeQuery: () => {} }, 'react', 0);
    store.followQuery('react');
    expect(calls).toHaveLength(0);
    store.followQuery('python');
    expect(store.input).toBe('python');
    expect(calls.map((call) => call.query.terms)).toEqual([['python']]);
  });
});
