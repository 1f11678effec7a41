import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, EmptyState, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconUserSearch } from '@tabler/icons-react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n/use-translation';
import { ListPagination } from '../../../components/content/ListPagination';
import { LoadError } from '../../../components/feedback/LoadError';
import { AnonymousTalentCard } from '../../../components/talents/AnonymousTalentCard';
import { useCrumbTitle } from '../../../lib/use-crumb-title';
import { TalentSearchStore } from '../../../stores/company-panel/talents/TalentSearchStore';
import { useStores } from '../../../stores/StoresContext';
import { DirectoryRefusal } from './DirectoryRefusal';
import { TalentFilters } from './TalentFilters';
import { CompareVacancySelect } from './CompareVacancySelect';
import { withTalentDirectory } from '../../../api/talent-directory';

/** /companyPanel/talents: the directory's anonymous profiles, filtered and paged by the URL query. */
export const TalentSearchPage = observer(function TalentSearchPage() {
  const { t } = useTranslation();
  const root = useStores();
  const [params, setParams] = useSearchParams();
  const [{ search, queryWriter }] = useState(() => {
    // Where the search writes its query: the page's URL, once the page is mounted.
    const writer = { write: (_query: string, _replace: boolean) => {} };
    const store = new TalentSearchStore({
      api: withTalentDirectory(root.api, root.http),
      language: root.language,
      t: (key) => root.i18n.t(key),
      writeQuery: (query, replace) => writer.write(query, replace),
    });
    return { search: store, queryWriter: writer };
  });
  useEffect(() => {
    queryWriter.write = (query, replace) => setParams(new URLSearchParams(query), { replace });
  }, [queryWriter, setParams]);
  useCrumbTitle('/companyPanel/talents', t('talentSearch.title'));

  const query = params.toString();
  useEffect(() => search.followQuery(query), [search, query]);
  useEffect(
    () =>
      reaction(
        () => root.language.locale,
        () => search.reload(),
      ),
    [search, root.language],
  );
  // Filters named in the URL show as pills: their names are needed at once.
  const needsChoices = search.hasFilters;
  useEffect(() => {
    if (needsChoices) search.loadFilterChoices();
  }, [search, needsChoices]);
  // The vacancy compared with shows by its title: the company's vacancies are needed at once.
  const comparing = search.vacancyId !== null;
  useEffect(() => {
    if (comparing) search.loadVacancies();
  }, [search, comparing]);

  const { results } = search;
  const refusal = search.refusal;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('talentSearch.title')}</Title>
        <Text c="dimmed">{t('talentSearch.intro')}</Text>
      </Stack>
      {refusal !== undefined ? (
        <DirectoryRefusal message={refusal} />
      ) : (
        <>
          <TalentFilters search={search} />
          <CompareVacancySelect search={search} />
          {results.isLoaded && (
            <Text size="sm" c="dimmed" role="status">
              {t('talentSearch.found', { count: results.totalCount })}
            </Text>
          )}
          {search.vacancyRefusal !== undefined ? (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              {search.vacancyRefusal || t('talentSearch.compare.notFound')}
            </Alert>
          ) : results.error ? (
            <LoadError onRetry={() => void results.load()} />
          ) : !results.isLoaded ? (
            <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label={t('talentSearch.loading')}>
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} height={200} radius="lg" />
              ))}
            </SimpleGrid>
          ) : results.isEmpty ? (
            <EmptyState
              icon={<IconUserSearch size={28} aria-hidden />}
              variant="light"
              title={t('talentSearch.emptyTitle')}
              description={search.hasFilters ? t('talentSearch.emptyFiltered') : t('talentSearch.emptyText')}
            />
          ) : (
            <SimpleGrid
              component="ul"
              cols={{ base: 1, md: 2 }}
              spacing="md"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={t('talentSearch.listLabel')}
              aria-busy={results.isLoading}
            >
              {results.items.map((talent) => (
                <li key={talent.talentId}>
                  <AnonymousTalentCard
                    talent={talent}
                    actions={
                      <Button
                        component={Link}
                        to={`/companyPanel/talents/${talent.talentId}`}
                        size="compact-sm"
                        variant="light"
                      >
                        {t('talentSearch.open')}
                      </Button>
                    }
                  />
                </li>
              ))}
            </SimpleGrid>
          )}
          {results.isLoaded && (
            <ListPagination total={results.pageCount} value={results.page} onChange={(page) => search.setPage(page)} />
          )}
        </>
      )}
    </Stack>
  );
});
