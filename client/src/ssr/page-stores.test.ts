import { runInAction } from 'mobx';
import { fakeFetch } from '../../test/fake-api';
import { serverRoutes } from '../../test/fixtures';
import { RootStore } from '../stores/RootStore';
import { definePageStore } from './page-stores';

const searchPage = definePageStore(
  'search',
  (query: string) => query,
  (_root, query: string) => ({ query }),
);

describe('a page store prepared for the first page', () => {
  it('tells the page once that its first load is done, for a visitor without a token', () => {
    const root = new RootStore({ fetch: fakeFetch(serverRoutes()).fetch });
    const prepared = searchPage.prepare(root, 'java');
    expect(searchPage.find(root, 'java')).toBe(prepared);
    expect(searchPage.loadedForPage(root, prepared)).toBe(true);
    // A later load (a new language, a retry) goes to the API.
    expect(searchPage.loadedForPage(root, prepared)).toBe(false);
  });

  it('lets a signed-in visitor load again: the answers in the document were a visitor\u2019s', () => {
    const root = new RootStore({ fetch: fakeFetch(serverRoutes()).fetch });
    const prepared = searchPage.prepare(root, 'java');
    runInAction(() => (root.auth.token = 'a-token'));
    expect(searchPage.loadedForPage(root, prepared)).toBe(false);
  });

  it('says nothing is loaded for a store the page made itself, or once the visitor left the first page', () => {
    const root = new RootStore({ fetch: fakeFetch(serverRoutes()).fetch });
    expect(searchPage.loadedForPage(root, { query: 'java' })).toBe(false);
    const prepared = searchPage.prepare(root, 'go');
    root.leftFirstPage();
    expect(searchPage.loadedForPage(root, prepared)).toBe(false);
  });
});
