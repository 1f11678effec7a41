import '@mantine/core/styles/Button.css';
import '../../styles/combobox';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Container, Group, MultiSelect, Stack, TextInput, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router-dom';
import type { CompanySearchItem } from '../../api/company';
import { UserActivePage } from '../../api/enums';
import { SalariesLink } from '../salaries/SalariesLink';
import { SearchResults } from '../../components/content/SearchResults';
import { usePageVisit } from '../../lib/use-page-visit';
import { CompanySearchStore } from '../../stores/companies/CompanySearchStore';
import { withPrepare } from '../../lib/preload-route';
import { definePageStore } from '../../ssr/page-stores';
import { useStores } from '../../stores/StoresContext';
import cardClasses from '../home/ListCards.module.css';
import { RatingView, VerifiedBadge } from './CompanyBits';
import classes from './Companies.module.css';
import { ListPagination } from '../../components/content/ListPagination';

/** One company of the directory. Plain elements rather than Mantine's Group and Avatar: the
 *  directory draws 36 cards. */
function CompanyCard({ company }: { company: CompanySearchItem }) {
  const { t } = useTranslation();
  const { language } = useStores();
  const tagline = language.pick(company.tagline ?? '', company.taglineGe);
  const logo = company.smallProfileImageUrl ?? company.profileImageUrl;
  return (
    <Link to={`/companies/${company.transformedName}`} className={cardClasses.card}>
      <span className={cardClasses.head}>
        {logo ? (
          <img className={cardClasses.logo} src={logo} alt="" width={56} height={56} loading="lazy" decoding="async" />
        ) : (
          <span className={cardClasses.logo} aria-hidden>
            {company.name.charAt(0)}
          </span>
        )}
        <span className={cardClasses.text}>
          <span className={cardClasses.title}>{company.name}</span>
          {company.isVerified && <VerifiedBadge />}
        </span>
      </span>
      <RatingView rate={company.companyRate} reviewCount={company.reviewCount} size="xs" />
      <span className={cardClasses.meta}>{t('companies.activeVacancies', { count: company.activeVacancyCount })}</span>
      {tagline && <span className={classes.tagline}>{tagline}</span>}
    </Link>
  );
}

const COMPANIES_SEARCH_VISIT = { userActivePage: UserActivePage.CompaniesSearch };
const comboboxProps = { withinPortal: true };

/** The directory's search (prepared for the first page, see definePageStore). */
const companySearchPage = definePageStore(
  'companies',
  (searchTerm: string) => searchTerm,
  (root, searchTerm) =>
    new CompanySearchStore({
      api: root.api,
      language: root.language,
      t: (key) => root.i18n.t(key),
      initialSearchTerm: searchTerm || undefined,
    }),
);

/** /companies: search by name, filters by technology, team size and verification, cards and pages. */
export const CompaniesPage = observer(function CompaniesPage() {
  const { t } = useTranslation();
  const root = useStores();
  const { language } = root;
  const [params] = useSearchParams();
  const search = companySearchPage.use(params.get('searchTerm') ?? '');
  usePageVisit(COMPANIES_SEARCH_VISIT);

  useEffect(() => {
    if (!companySearchPage.loadedForPage(root, search)) void search.load();
    search.loadFilterChoices();
    return () => search.dispose();
  }, [root, search, language.locale]);

  const result = search.result;
  // One technology chosen: a way to its salaries (once its name is here).
  const [soleTechnologyId] = search.technologyIds.length === 1 ? search.technologyIds : [];
  const soleTechnology = search.technologyDictionary.value?.find((item) => item.id === soleTechnologyId);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('companies.title')}</Title>
        <Stack gap="sm" role="search">
          <div className={classes.toolbar}>
            <TextInput
              className={classes.search}
              type="search"
              label={t('companies.searchLabel')}
              placeholder={t('companies.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search.searchInput}
              onChange={(event) => search.setSearchInput(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') search.applySearch();
              }}
            />
            {/* A checkbox: Mantine's Switch puts a div inside its label, which HTML does not allow (issue 20). */}
            <Checkbox
              label={t('companies.verifiedOnly')}
              checked={search.verifiedOnly}
              onChange={(event) => search.setVerifiedOnly(event.currentTarget.checked)}
              mt="lg"
            />
          </div>
          <Group gap="md" align="flex-end" role="group" aria-label={t('companies.filters.label')}>
            <MultiSelect<number>
              flex="2 1 18rem"
              label={t('companies.filters.technologies')}
              placeholder={search.technologyIds.length ? undefined : t('companies.filters.anyTechnology')}
              data={search.technologyGroups}
              value={search.technologyIds}
              onChange={(ids) => search.setTechnologyIds(ids)}
              nothingFoundMessage={t('fields.nothingFound')}
              searchable
              hidePickedOptions
              comboboxProps={comboboxProps}
            />
            <MultiSelect
              flex="1 1 12rem"
              label={t('companies.filters.teamSize')}
              placeholder={search.teamSizes.length ? undefined : t('companies.filters.anyTeamSize')}
              data={search.teamSizeOptions}
              value={search.teamSizes}
              onChange={(sizes) => search.setTeamSizes(sizes)}
              hidePickedOptions
              comboboxProps={comboboxProps}
            />
            {search.hasFilters && (
              <Button
                variant="subtle"
                leftSection={<IconFilterOff size={16} aria-hidden />}
                onClick={() => search.clearFilters()}
              >
                {t('companies.filters.clear')}
              </Button>
            )}
          </Group>
          {soleTechnology && (
            <SalariesLink
              technologyId={soleTechnology.id}
              name={language.pick(soleTechnology.name, soleTechnology.nameGE)}
            />
          )}
        </Stack>
        <SearchResults
          items={result?.items}
          countText={result ? t('companies.found', { count: result.totalCount }) : undefined}
          failed={search.failed}
          loading={search.isLoading}
          onRetry={() => void search.load()}
          skeletonHeight={140}
          empty={{
            icon: <IconBuildingSkyscraper size={28} aria-hidden />,
            title: t('companies.emptyTitle'),
            description: search.hasFilters ? t('companies.filters.emptyText') : t('companies.emptyText'),
          }}
          listLabel={t('companies.listLabel')}
          keyOf={(company) => company.id}
          renderItem={(company) => <CompanyCard company={company} />}
        />
        {result && (
          <ListPagination total={search.pageCount} value={search.page} onChange={(page) => search.setPage(page)} />
        )}
      </Stack>
    </Container>
  );
});

withPrepare(CompaniesPage, ({ root, search }) => {
  // The filters' choices come after hydration: the list is the page's content.
  void companySearchPage.prepare(root, search.get('searchTerm') ?? '').load();
});
