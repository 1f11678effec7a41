import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import { Alert, Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { UserActivePage } from '../../api/enums';
import { EditorDocumentView } from '../../components/content/EditorDocumentView';
import { LoadError } from '../../components/feedback/LoadError';
import { PageLoader } from '../../components/feedback/PageLoader';
import { formatSalary } from '../../lib/salary';
import { usePageSubject } from '../../lib/head/page-head-state';
import { vacancySubject } from '../../lib/head/subject-heads';
import { useCrumbTitle } from '../../lib/use-crumb-title';
import { usePageVisit } from '../../lib/use-page-visit';
import { VacancyPageStore } from '../../stores/vacancies/VacancyPageStore';
import type { PrepareContext } from '../../lib/preload-route';
import { definePageStore } from '../../ssr/page-stores';
import { useStores } from '../../stores/StoresContext';
import { useSubscribeToCompany } from '../user-panel/subscriptions/SubscribeToCompanyButton';
import { VacancyCallToAction, VacancyToolbar } from './VacancyActions';
import { VacancyCompanyCard } from './VacancyCompanyCard';
import { VacancyMatchPanel } from './match/VacancyMatchPanel';
import { VacancyRelatedLists } from './VacancyRelatedLists';
import { VacancyTiming } from './VacancyTiming';
import classes from './VacancyPage.module.css';

const vacancyIdOf = (vacancyId: string) => (/^\d{1,9}$/.test(vacancyId) ? Number(vacancyId) : null);

/** A vacancy page's store (prepared for the first page, see definePageStore). */
const vacancyPage = definePageStore(
  'vacancy',
  (id: number, fromAdmin: boolean) => `${id}:${fromAdmin}`,
  (root, id, fromAdmin) => new VacancyPageStore(root.api, id, fromAdmin, root.favourites.vacancies),
);

/** /vacancies/:vacancyId and /:companyId/vacancies/:vacancyId: the vacancy preview (spec point 2):
 *  the vacancy, what it asks of the reader (apply or subscribe), favourite and share, and the
 *  company's other and similar vacancies. */
export function VacancyPage() {
  const { vacancyId = '' } = useParams();
  const [search] = useSearchParams();
  const fromAdmin = search.get('fromAdmin')?.toLowerCase() === 'true';
  return <VacancyView key={`${vacancyId}:${fromAdmin}`} vacancyId={vacancyId} fromAdmin={fromAdmin} />;
}

const VacancyView = observer(function VacancyView({ vacancyId, fromAdmin }: { vacancyId: string; fromAdmin: boolean }) {
  const { t } = useTranslation();
  const root = useStores();
  const { language } = root;
  const { pathname } = useLocation();
  const id = vacancyIdOf(vacancyId);
  const page = vacancyPage.use(id ?? 0, fromAdmin);
  const vacancy = page.vacancy;
  const details = vacancy.value;
  // One subscribe logic for the call to action and the company's card, so both say "Subscribed".
  const subscribe = useSubscribeToCompany();
  // The page's clock for "3 days ago" and "5 days left", read once.
  const [now] = useState(() => new Date());
  // Spec point 4: a failed load or no vacancy marks the id as incorrect.
  const invalid = id === null || (vacancy.failed && [400, 404].includes(vacancy.error!.status));
  useCrumbTitle(
    pathname,
    invalid ? t('vacancySearch.invalidTitle') : details && language.pick(details.title, details.titleGE),
  );
  // Only what the public may see has a vacancy's head: a preview (a draft, one in review) is a not-found page to the server.
  usePageSubject(invalid || details?.isPreview ? { kind: 'notFound' } : details && vacancySubject(details));
  usePageVisit(
    details && !details.isPreview ? { userActivePage: UserActivePage.VacancyPage, vacancyId: details.id } : null,
  );

  useEffect(() => {
    if (id !== null && !vacancyPage.loadedForPage(root, page)) void page.load();
  }, [root, page, id, language.locale]);

  if (invalid) {
    return (
      <Container size="sm" py={80}>
        <Stack align="center" gap="md" ta="center">
          <IconBriefcase size={56} stroke={1.5} color="var(--mantine-color-indigo-6)" aria-hidden />
          <Title order={1}>{t('vacancySearch.invalidTitle')}</Title>
          <Text c="dimmed">{t('vacancySearch.invalidText')}</Text>
          <Button component={Link} to="/vacancies" mt="sm">
            {t('vacancySearch.allVacancies')}
          </Button>
        </Stack>
      </Container>
    );
  }
  if (!details) {
    return vacancy.failed ? (
      <Container size="md" py="xl">
        <LoadError onRetry={() => void vacancy.load()} />
      </Container>
    ) : (
      <PageLoader />
    );
  }

  const title = language.pick(details.title, details.titleGE);
  const salary = details.salary && formatSalary(details.salary, language.locale);
  const facts = [details.city, details.employmentType, details.workLocation, details.experience].filter(
    (item) => item !== null,
  );
  return (
    <Container size="lg" py="xl">
      <div className={classes.layout}>
        <Stack gap="md" className={classes.head}>
          {details.isPreview && <Alert color="yellow">{t('vacancySearch.preview')}</Alert>}
          {details.isExpired && <Alert color="gray">{t('vacancyPage.expired')}</Alert>}
          <Title order={1}>{title}</Title>
          <Anchor component={Link} to={`/companies/${details.company.transformedName}`} fw={500}>
            {details.company.name}
          </Anchor>
          <VacancyTiming details={details} now={now} />
          {(facts.length > 0 || salary) && (
            <Group gap="xs">
              {facts.map((item) => (
                <Badge key={item.id} variant="light">
                  {item.name}
                </Badge>
              ))}
              {salary && <Badge color="teal">{salary}</Badge>}
            </Group>
          )}
          {details.technologies.length > 0 && (
            <Group gap="xs" role="list" aria-label={t('vacancySearch.technologies')}>
              {details.technologies.map((technology) => (
                <Badge key={technology.id} role="listitem" variant="outline">
                  {technology.name}
                </Badge>
              ))}
            </Group>
          )}
          <VacancyToolbar page={page} />
          <VacancyCallToAction page={page} title={title} subscribe={subscribe} />
          {details.match && <VacancyMatchPanel match={details.match} vacancy={details} />}
        </Stack>
        <aside className={classes.aside}>
          <VacancyCompanyCard company={details.company} subscribe={subscribe} />
        </aside>
        <div className={classes.body}>
          <EditorDocumentView document={details.elementContext} />
        </div>
      </div>
      <Stack gap="xl" mt="xl">
        <VacancyRelatedLists page={page} />
      </Stack>
    </Container>
  );
});

VacancyPage.prepare = ({ root, pathname, params, search }: PrepareContext) => {
  const id = vacancyIdOf(params.vacancyId ?? '');
  if (id === null) return;
  const page = vacancyPage.prepare(root, id, search.get('fromAdmin')?.toLowerCase() === 'true');
  // The breadcrumb (drawn before the page) names the vacancy in the first render too.
  void page.load().then(() => {
    const details = page.vacancy.value;
    if (details) root.crumbTitles.set(pathname, root.language.pick(details.title, details.titleGE));
  });
};
