import '@mantine/core/styles/Input.css';
import { CloseButton, Container, Loader, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadError } from '../../components/feedback/LoadError';
import { useCrumbTitle } from '../../lib/use-crumb-title';
import { SMART_SEARCH_MAX_LENGTH } from '../../stores/search/smart-search-terms';
import { SmartSearchStore } from '../../stores/search/SmartSearchStore';
import { withPrepare } from '../../lib/preload-route';
import { definePageStore } from '../../ssr/page-stores';
import { useStores } from '../../stores/StoresContext';
import { NothingFound } from './NothingFound';
import { SearchHint } from './SearchHint';
import classes from './SearchPage.module.css';
import { SearchResultGroups, searchOptionId } from './SearchResultGroups';
import { totalLabel } from '../../lib/total-label';
import { useSearchTexts } from './use-search-texts';

const QUERY_KEY = 'q';

/** While the first answer is on its way. */
function ResultsSkeleton() {
  return (
    <div className={classes.groups} aria-hidden>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={220} radius="lg" />
      ))}
    </div>
  );
}

/** /search: one box for vacancies, companies and technologies, answered as you type. The text is
 *  the URL's `?q=`, so a search can be shared and the back button returns to it. */
/** The smart search of /search (prepared for the first page, see definePageStore); it writes its
 *  text to the page's URL once the page is mounted. */
const smartSearchPage = definePageStore(
  'smartSearch',
  (text: string) => text,
  (root, text) => {
    const queryWriter = { write: (_text: string): void => undefined };
    const store = new SmartSearchStore({ api: root.api, writeQuery: (next) => queryWriter.write(next) }, text);
    return { store, queryWriter };
  },
);

export const SearchPage = observer(function SearchPage() {
  useSearchTexts();
  const { t } = useTranslation();
  const root = useStores();
  const { language } = root;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = smartSearchPage.use(params.get(QUERY_KEY) ?? '');
  const { store: search, queryWriter } = page;
  useEffect(() => {
    // Only `q`; any other parameter of the URL (a campaign tag ...) stays.
    queryWriter.write = (text) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (text) next.set(QUERY_KEY, text);
          else next.delete(QUERY_KEY);
          return next;
        },
        { replace: true },
      );
  }, [queryWriter, setParams]);
  useCrumbTitle('/search', t('search.title'));
  const listboxId = useId();
  // Only a move by the keyboard scrolls the active option into view (the mouse is already on it).
  const movedByKeyboard = useRef(false);

  // The URL changed under the page (back, forward, an example link): the store follows it.
  const query = params.get(QUERY_KEY) ?? '';
  useEffect(() => {
    search.followQuery(query);
  }, [search, query]);

  // Names come in the request's language: a new language asks again.
  useEffect(() => {
    if (!smartSearchPage.loadedForPage(root, page)) search.refresh();
    return () => search.dispose();
  }, [root, page, search, language.locale]);

  const active = search.activeOption;
  useEffect(() => {
    if (!active || !movedByKeyboard.current) return;
    movedByKeyboard.current = false;
    document.getElementById(searchOptionId(listboxId, active.index))?.scrollIntoView({ block: 'nearest' });
  }, [active, listboxId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      movedByKeyboard.current = true;
      search.moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) void navigate(active.href);
      else search.apply();
    } else if (event.key === 'Escape' && search.input) {
      event.preventDefault();
      search.clear();
    }
  };

  const result = search.result;
  const expanded = !search.isBlank && !search.failed && search.options.length > 0;
  const groups = result ? [result.vacancies, result.companies, result.technologies] : [];
  const totalFound = groups.reduce((sum, group) => sum + group.totalCount, 0);
  const totalFoundCapped = groups.some((group) => group.totalCountCapped);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('search.title')}</Title>
        <div role="search">
          <TextInput
            className={classes.box}
            size="lg"
            radius="md"
            role="combobox"
            aria-label={t('search.label')}
            aria-autocomplete="list"
            aria-controls={listboxId}
            aria-expanded={expanded}
            aria-activedescendant={expanded && active ? searchOptionId(listboxId, active.index) : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            // The page exists to type into this box.
            autoFocus
            maxLength={SMART_SEARCH_MAX_LENGTH}
            placeholder={t('search.placeholder')}
            leftSection={<IconSearch size={20} aria-hidden />}
            rightSection={
              search.isLoading ? (
                <Loader size="sm" aria-label={t('common.loading')} />
              ) : search.input ? (
                <CloseButton aria-label={t('search.clear')} onClick={() => search.clear()} />
              ) : null
            }
            value={search.input}
            onChange={(event) => search.setInput(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        {expanded && (
          <Text size="sm" c="dimmed" role="status">
            {t('search.found', {
              count: totalFound,
              total: totalLabel(totalFound, totalFoundCapped),
              text: search.resultText,
            })}
          </Text>
        )}
        {search.isBlank ? (
          <SearchHint />
        ) : search.failed ? (
          <LoadError onRetry={() => search.refresh()} />
        ) : !result ? (
          <ResultsSkeleton />
        ) : search.foundNothing ? (
          <NothingFound text={search.resultText} />
        ) : null}
        <SearchResultGroups search={search} listboxId={listboxId} hidden={!expanded} />
      </Stack>
    </Container>
  );
});

withPrepare(SearchPage, ({ root, search }) =>
  smartSearchPage.prepare(root, search.get(QUERY_KEY) ?? '').store.refresh(),
);
