import '@mantine/core/styles/Button.css';
import '../../styles/combobox';
import '@mantine/core/styles/Input.css';
import { Button, Container, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBriefcase, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import { DictionaryType, UserActivePage } from '../../api/enums';
import { SearchResults } from '../../components/content/SearchResults';
import { LoadError } from '../../components/feedback/LoadError';
import { usePageFeed } from '../../lib/head/page-head-state';
import { usePageVisit } from '../../lib/use-page-visit';
import { vacancyFeedUrl } from '../../lib/vacancy-feed-url';
import { searchFilterOf } from '../../stores/user-panel/subscriptions/search-filter';
import { withPrepare } from '../../lib/preload-route';
import { definePageStore } from '../../ssr/page-stores';
import { useStores } from '../../stores/StoresContext';
import { VACANCY_QUERY_KEYS, VacancySearchStore, type VacancyOrder } from '../../stores/vacancies/VacancySearchStore';
import classes from './VacanciesPage.module.css';
import { totalLabel } from '../../lib/total-label';
import { SalariesLink } from '../salaries/SalariesLink';
import { RssLink } from './RssLink';
import { SubscribeToSearch } from './SubscribeToSearch';
import { VacancyCard } from './VacancyCard';
import { useMatchWords } from './match-words/use-match-words';
import { VacancyFilterColumn, VacancyFilterDrawer } from './VacancyFilters';
import { ListPagination } from '../../components/content/ListPagination';

const VACANCIES_SEARCH_VISIT = { userActivePage: UserActivePage.VacanciesSearch };
const comboboxProps = { withinPortal: true };
const SORTS: VacancyOrder[] = [1, 2, 3];
/** A signed-in talent may also sort by how well each vacancy fits the profile. */
const TALENT_SORTS: VacancyOrder[] = [...SORTS, 'match'];
/** Mantine's md breakpoint: from here the filters stand in a column beside the results. */
const WIDE_SCREEN = '(min-width: 62em)';

/** Where the search writes its query: the page's URL, once the page is mounted. */
interface QueryWriter {
  write: (query: string, replace: boolean) => void;
}

/** The search of /vacancies (prepared for the first page, see definePageStore). */
const vacancySearchPage = definePageStore(
  'vacancies',
  (query: string) => query,
  (root, query) => {
    const queryWriter: QueryWriter = { write: () => undefined };
    const store = new VacancySearchStore(
      {
        api: root.api,
        favourites: root.favourites.vacancies,
        language: root.language,
        t: (key) => root.i18n.t(key),
        toast: (kind, message) => root.toast(kind, message),
        writeQuery: (next, replace) => queryWriter.write(next, replace),
        canMatch: root.auth.isTalent,
      },
      query,
    );
    return { store, queryWriter };
  },
);

/** /vacancies: text, filters, sort and page kept in the URL query; cards, pages, favourites. */
export const VacanciesPage = observer(function VacanciesPage() {
  useMatchWords();
  const { t } = useTranslation();
  const root = useStores();
  const { language, auth } = root;
  // Hydration must draw what the server drew (no filter fields); a page opened by navigation knows
  // the screen's width at once.
  const wide = useMediaQuery(WIDE_SCREEN, undefined, { getInitialValueInEffect: root.hydrating });
  const [params, setParams] = useSearchParams();
  const page = vacancySearchPage.use(params.toString());
  const { store: search, queryWriter } = page;
  useEffect(() => {
    // The search's own parameters; any others in the URL (a campaign tag ...) stay.
    queryWriter.write = (query, replace) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(query);
          for (const [key, value] of previous) if (!VACANCY_QUERY_KEYS.has(key)) next.append(key, value);
          return next;
        },
        { replace },
      );
  }, [queryWriter, setParams]);
  usePageVisit(VACANCIES_SEARCH_VISIT);

  // The URL changed under the page (back, forward, a link): the store follows it.
  const query = params.toString();
  useEffect(() => {
    search.followQuery(query);
  }, [search, query]);

  useEffect(() => {
    if (!vacancySearchPage.loadedForPage(root, page)) void search.load();
    return () => search.dispose();
  }, [root, page, search, language.locale]);

  // The choices are drawn into six selects at once: only when a pill needs its name (the URL named
  // filters, now or after back and forward), else when the visitor comes near the filters (a long
  // task less while a phone shows the first page).
  const pillsNeedNames = search.hasChosenIds;
  useEffect(() => {
    if (pillsNeedNames) void search.loadFilterChoices();
  }, [search, pillsNeedNames]);

  const isTalent = auth.isTalent;
  useEffect(() => search.allowMatch(isTalent), [search, isTalent]);

  const result = search.result;
  const canFavorite = isTalent && !auth.viewAs;
  // The feed of what is searched now (the applied text, not one still being typed).
  const feedUrl = vacancyFeedUrl(searchFilterOf(search.state), language.shortCode);
  usePageFeed({ title: t('feed.headTitle'), href: feedUrl });
  // One technology chosen: a way to its salaries (once its name is here).
  const [soleTechnologyId] = search.filters.technologies.length === 1 ? search.filters.technologies : [];
  const soleTechnology = search.dictionary.value?.find(
    (item) => item.id === soleTechnologyId && item.dictionaryType === DictionaryType.Technology,
  );
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1}>{t('vacanciesPage.title')}</Title>
          <RssLink href={feedUrl} />
        </Group>
        {soleTechnology && (
          <SalariesLink
            technologyId={soleTechnology.id}
            name={language.pick(soleTechnology.name, soleTechnology.nameGE)}
          />
        )}
        <div className={classes.toolbar} role="search" aria-label={t('vacanciesPage.searchLabel')}>
          <TextInput
            className={classes.search}
            type="search"
            label={t('vacanciesPage.searchLabel')}
            placeholder={t('vacanciesPage.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search.searchInput}
            maxLength={100}
            onChange={(event) => search.setSearchInput(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') search.applySearch();
            }}
          />
          <Select
            className={classes.sort}
            label={t('vacanciesPage.sort.label')}
            data={(isTalent ? TALENT_SORTS : SORTS).map((sort) => ({
              value: String(sort),
              label: t(sort === 'match' ? 'matchWords.bestMatch' : `vacanciesPage.sort.${sort}`),
            }))}
            value={String(search.order)}
            onChange={(value) => value && search.setSortBy(value === 'match' ? value : (Number(value) as VacancyOrder))}
            allowDeselect={false}
            comboboxProps={comboboxProps}
          />
          <VacancyFilterDrawer search={search} wide={wide} />
          {search.canClear && (
            <Button
              variant="subtle"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={() => search.clearFilters()}
            >
              {t('vacanciesPage.filters.clear')}
            </Button>
          )}
          <SubscribeToSearch search={search} />
        </div>
        <div className={classes.layout}>
          <VacancyFilterColumn search={search} wide={wide} />
          <div className={classes.results}>
            <SearchResults
              items={result?.items}
              countText={
                result
                  ? t('vacanciesPage.found', {
                      count: result.totalCount,
                      total: totalLabel(result.totalCount, result.totalCountCapped),
                    })
                  : undefined
              }
              failed={search.failed}
              loading={search.isLoading}
              onRetry={() => void search.load()}
              skeletonHeight={180}
              empty={{
                icon: <IconBriefcase size={28} aria-hidden />,
                title: t('vacanciesPage.emptyTitle'),
                description: search.hasFilters ? t('vacanciesPage.emptyFiltered') : t('vacanciesPage.emptyText'),
              }}
              listLabel={t('vacanciesPage.listLabel')}
              keyOf={(vacancy) => vacancy.id}
              renderItem={(vacancy) => (
                <VacancyCard
                  vacancy={vacancy}
                  favorite={
                    canFavorite
                      ? {
                          isFavorite: search.isFavorite(vacancy.id),
                          pending: search.isFavoritePending(vacancy.id),
                          onToggle: () => void search.toggleFavorite(vacancy),
                        }
                      : undefined
                  }
                />
              )}
            />
            {search.failed && result && <LoadError onRetry={() => void search.load()} />}
            {result && (
              <ListPagination
                total={search.pageCount}
                value={search.page}
                onChange={(page) => {
                  search.setPage(page);
                  window.scrollTo(0, 0);
                }}
              />
            )}
          </div>
        </div>
      </Stack>
    </Container>
  );
});

withPrepare(VacanciesPage, ({ root, search }) => {
  // The filters' choices (a large dictionary) come after hydration: the list is the page's content.
  void vacancySearchPage.prepare(root, search.toString()).store.load();
});
