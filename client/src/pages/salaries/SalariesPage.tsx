import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/EmptyState.css';
import { Alert, Container, Divider, EmptyState, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { salaryQuery, withSalaries, type SalaryFilters, type SalaryInsightsView } from '../../api/salaries';
import { LoadError } from '../../components/feedback/LoadError';
import { useTranslation } from '../../i18n/use-translation';
import { withPrepare } from '../../lib/preload-route';
import { useCrumbTitle } from '../../lib/use-crumb-title';
import { definePageStore } from '../../ssr/page-stores';
import type { RootStore } from '../../stores/RootStore';
import { parseSalaryQuery, SalaryInsightsStore } from '../../stores/salaries/SalaryInsightsStore';
import { useStores } from '../../stores/StoresContext';
import { SalaryBreakdown } from './SalaryBreakdown';
import { SalaryExport } from './SalaryExport';
import { SalaryFigures } from './SalaryFigures';
import { SalaryFilterBar } from './SalaryFilterBar';
import { SalaryRates } from './SalaryRates';
import { SalaryTrend } from './SalaryTrend';
import { dayOf } from './salary-format';
import { useSalariesTexts } from './use-salaries-texts';

/** One store for the page's life: the address's filters are followed, not a store per filter. */
const salariesPage = definePageStore(
  'salaries',
  (_filters: SalaryFilters) => '',
  (root: RootStore, filters: SalaryFilters) =>
    new SalaryInsightsStore(
      {
        api: withSalaries(root.api, root.http),
        language: root.language,
        otherGroup: () => root.i18n.t('signUp.otherGroup'),
      },
      filters,
    ),
);

/** The filters' names as the answer gives them, for the heading. */
function filterNames(view: SalaryInsightsView, pick: (name: string, nameGE: string | null) => string): string {
  return [view.technology, view.level, view.city]
    .filter((item) => item !== null)
    .map((item) => pick(item.name, item.nameGE))
    .join(' · ');
}

/** /salaries: the median salary (and its middle half, trend and breakdowns) of a technology, level
 *  and city, from vacancies and, apart, from talents who share theirs (issue 25). */
export const SalariesPage = observer(function SalariesPage() {
  useSalariesTexts();
  const { t } = useTranslation();
  const root = useStores();
  const { language } = root;
  const [params, setParams] = useSearchParams();
  const addressFilters = parseSalaryQuery(params);
  const store = salariesPage.use(addressFilters);
  const { insights } = store;
  useCrumbTitle('/salaries', t('salaries.title'));

  useEffect(() => {
    if (!salariesPage.loadedForPage(root, store)) void store.load();
  }, [root, store]);
  const query = salaryQuery(addressFilters);
  useEffect(() => {
    store.followAddress(parseSalaryQuery(new URLSearchParams(query)));
  }, [store, query]);

  const choose = (filters: SalaryFilters) => setParams(new URLSearchParams(salaryQuery(filters)));
  const view = insights.value;
  const pick = (name: string, nameGE: string | null) => language.pick(name, nameGE);
  const names = view ? filterNames(view, pick) : '';
  const heading = names ? t('salaries.titleFor', { filters: names }) : t('salaries.title');
  const empty = view && !view.figure.vacancies && !view.figure.talents;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{heading}</Title>
          <Text c="dimmed" maw={760}>
            {t('salaries.intro')}
          </Text>
        </div>
        <SalaryFilterBar store={store} onChange={choose} />
        {insights.error && !view ? (
          <LoadError onRetry={() => void insights.load()} />
        ) : !view ? (
          <Stack gap="md" aria-busy="true" aria-label={t('salaries.loading')}>
            <Skeleton height={140} radius="lg" />
            <Skeleton height={260} radius="lg" />
          </Stack>
        ) : (
          <Stack gap="xl" aria-busy={insights.isLoading}>
            {view.computedAt === null && (
              <Alert color="blue" variant="light">
                {t('salaries.notComputed')}
              </Alert>
            )}
            {empty ? (
              <EmptyState
                icon={<IconChartBar size={32} aria-hidden />}
                variant="light"
                title={t('salaries.emptyTitle')}
                description={t('salaries.emptyText')}
              />
            ) : (
              <>
                <SalaryFigures figure={view.figure} />
                <SalaryTrend figure={view.figure} filters={store.filters} />
              </>
            )}
            <SalaryBreakdown
              id="salary-by-technology"
              heading={t('salaries.byTechnology')}
              rows={view.byTechnology}
              filters={store.filters}
              filterKey="technologyId"
            />
            <SalaryBreakdown
              id="salary-by-level"
              heading={t('salaries.byLevel')}
              rows={view.byLevel}
              filters={store.filters}
              filterKey="experienceId"
            />
            <SalaryBreakdown
              id="salary-by-city"
              heading={t('salaries.byCity')}
              rows={view.byCity}
              filters={store.filters}
              filterKey="cityId"
            />
            <Divider />
            <SalaryRates rates={view.rates} />
            {view.computedAt && (
              <Text size="sm" c="dimmed">
                {t('salaries.computedAt', { date: dayOf(view.computedAt) })}
              </Text>
            )}
            {!empty && <SalaryExport filters={store.filters} title={heading} />}
          </Stack>
        )}
      </Stack>
    </Container>
  );
});

withPrepare(SalariesPage, ({ root, search }) => {
  void salariesPage.prepare(root, parseSalaryQuery(search)).load();
});
