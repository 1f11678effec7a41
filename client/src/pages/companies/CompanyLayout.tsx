import '@mantine/core/styles/Avatar.css';
import { Avatar, Container, Group, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, Navigate, Outlet, useLocation, useOutletContext, useParams } from 'react-router-dom';
import { LoadError } from '../../components/feedback/LoadError';
import { ReportButton } from '../../components/reports/ReportButton';
import { ReportItemType } from '../../api/reports';
import { PageLoader } from '../../components/feedback/PageLoader';
import { UserActivePage } from '../../api/enums';
import { usePageSubject } from '../../lib/head/page-head-state';
import { companySubject } from '../../lib/head/subject-heads';
import { useCrumbTitle } from '../../lib/use-crumb-title';
import { usePageVisit } from '../../lib/use-page-visit';
import { CompanyProfileStore } from '../../stores/companies/CompanyProfileStore';
import type { PrepareContext } from '../../lib/preload-route';
import { definePageStore } from '../../ssr/page-stores';
import { useStores } from '../../stores/StoresContext';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { SubscribeToCompanyButton } from '../user-panel/subscriptions/SubscribeToCompanyButton';
import { ClaimCompanyNotice } from './ClaimCompanyNotice';
import { RatingView, VerifiedBadge } from './CompanyBits';
import classes from './Companies.module.css';

const TABS = [
  { to: '', labelKey: 'company.tabs.about', matches: ['', 'generalinformation'] },
  { to: 'benefits', labelKey: 'company.tabs.benefits', matches: ['benefits'] },
  { to: 'technologies', labelKey: 'company.tabs.technologies', matches: ['technologies'] },
  { to: 'vacancies', labelKey: 'company.tabs.vacancies', matches: ['vacancies'] },
  { to: 'reviews', labelKey: 'company.tabs.reviews', matches: ['reviews'] },
];

/** A company's page store, by the address's slug (prepared for the first page, see definePageStore). */
export const companyProfilePage = definePageStore(
  'company',
  (slug: string) => slug.toLowerCase(),
  (root, slug) => new CompanyProfileStore(root.api, slug),
);

/** The tabs of a company reach its store through the outlet. */
export const useCompany = () => useOutletContext<CompanyProfileStore>();

/** /companies/:slug: the company's header and tabs; its tabs below. At the bare `/:slug` (spec
 *  point 2: `/{id}`) the company is looked up and the page moves to its /companies address. */
export function CompanyLayout({ bare = false }: { bare?: boolean }) {
  const { slug = '' } = useParams();
  return <CompanyProfile key={slug} slug={slug} bare={bare} />;
}

CompanyLayout.prepare = ({ root, pathname, params }: PrepareContext) => {
  const slug = params.slug ?? '';
  const company = companyProfilePage.prepare(root, slug);
  // The breadcrumb (drawn before the page) names the company in the first render too.
  void company.details.load().then(() => {
    const name = company.details.value?.name;
    if (name)
      root.crumbTitles.set(pathname.toLowerCase().startsWith('/companies/') ? `/companies/${slug}` : `/${slug}`, name);
  });
};

const CompanyProfile = observer(function CompanyProfile({ slug, bare }: { slug: string; bare: boolean }) {
  const { t } = useTranslation();
  const root = useStores();
  const { language } = root;
  const { pathname, search } = useLocation();
  const company = companyProfilePage.use(slug);
  const details = company.details.value;
  const base = `/companies/${slug}`;
  useCrumbTitle(bare ? `/${slug}` : base, company.notFound ? t('breadcrumbs.notFound') : details?.name);
  usePageSubject(company.notFound ? { kind: 'notFound' } : details && companySubject(details));
  usePageVisit(details && !bare ? { userActivePage: UserActivePage.CompanyPage, companyId: details.id } : null);

  useEffect(() => {
    if (!companyProfilePage.loadedForPage(root, company)) void company.details.load();
  }, [root, company, language.locale]);

  if (company.notFound) return <NotFoundPage />;
  if (!details)
    return company.details.failed ? (
      <Container size="lg" py="xl">
        <LoadError onRetry={() => void company.details.load()} />
      </Container>
    ) : (
      <PageLoader />
    );

  if (bare) {
    const rest = pathname.split('/').filter(Boolean).slice(1).join('/');
    return <Navigate to={`/companies/${details.transformedName}${rest ? `/${rest}` : ''}${search}`} replace />;
  }

  const tail = pathname.split('/').filter(Boolean)[2]?.toLowerCase() ?? '';
  const tagline = language.pick(details.tagline ?? '', details.taglineGe);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div
          className={classes.cover}
          style={details.coverImageUrl ? { backgroundImage: `url("${details.coverImageUrl}")` } : undefined}
          role={details.coverImageUrl ? 'img' : undefined}
          aria-label={details.coverImageUrl ? t('company.cover') : undefined}
        />
        <div className={classes.header}>
          <Avatar
            src={details.profileImageUrl ?? details.smallProfileImageUrl}
            alt=""
            size={96}
            radius="lg"
            color="indigo"
            className={classes.logo}
          >
            {details.name.charAt(0)}
          </Avatar>
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={1}>{details.name}</Title>
              {details.isVerified && <VerifiedBadge />}
            </Group>
            {tagline && <Text c="dimmed">{tagline}</Text>}
            <RatingView rate={details.companyRate} reviewCount={details.reviewCount} />
          </Stack>
          <Group ml="auto" gap="xs">
            <SubscribeToCompanyButton companyId={details.id} label={t('subscriptions.subscribe')} />
            <ReportButton
              itemType={ReportItemType.Company}
              itemId={details.id}
              name={details.name}
              ownerCompanyId={details.id}
            />
          </Group>
        </div>
        {details.isClaimingNecessary && <ClaimCompanyNotice companyId={details.id} />}
        <nav aria-label={t('company.tabs.label')} className={classes.tabs}>
          {TABS.map((tab) => (
            <Link
              key={tab.to}
              to={tab.to ? `${base}/${tab.to}` : base}
              className={classes.tab}
              aria-current={tab.matches.includes(tail) ? 'page' : undefined}
            >
              {t(tab.labelKey)}
            </Link>
          ))}
        </nav>
        <Outlet context={company} />
      </Stack>
    </Container>
  );
});
