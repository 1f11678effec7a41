import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Avatar, Container, Stack, Table, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { ComparedCompany, CompanyListItem, Comparison } from '../../api/company';
import { LoadError } from '../../components/feedback/LoadError';
import { usePageSubject } from '../../lib/head/page-head-state';
import { compareSubject } from '../../lib/head/subject-heads';
import { useCrumbTitle } from '../../lib/use-crumb-title';
import { keyFactText } from '../../stores/companies/CompanyProfileStore';
import { Loadable } from '../../stores/base/Loadable';
import { withPrepare } from '../../lib/preload-route';
import { definePageStore } from '../../ssr/page-stores';
import { useStores } from '../../stores/StoresContext';
import { RatingView } from '../companies/CompanyBits';
import classes from '../companies/Companies.module.css';
import compareClasses from './ComparePage.module.css';
import { CompanyPicker, type ChosenCompany } from './CompanyPicker';
import { useCompareTexts } from './use-compare-texts';

/** The key fact that says what the company's team size says. */
const COMPANY_SIZE_KEY = 'company-size';

/** `first-vs-second` → the two slugs (either may be missing). */
export function splitCompareUrl(compareUrl: string | undefined): [string | undefined, string | undefined] {
  if (!compareUrl) return [undefined, undefined];
  const at = compareUrl.toLowerCase().indexOf('-vs-');
  if (at < 0) return [compareUrl || undefined, undefined];
  return [compareUrl.slice(0, at) || undefined, compareUrl.slice(at + 4) || undefined];
}

type Row = { label: string; cell: (company: ComparedCompany) => ReactNode };

function CompareTable({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation();
  const { language } = useStores();
  const companies = [comparison.first, comparison.second];
  // The server leaves hidden key facts out and names them in the request's language.
  const definitions = [...comparison.keyFactDefinitions].sort((a, b) => a.orderIndex - b.orderIndex);
  const list = (names: string[]) => (names.length ? names.join(', ') : '—');
  const teamSize = (c: ComparedCompany) =>
    c.teamSize ? t('compare.rows.teamSizeValue', { size: c.teamSize.replace('-', '–') }) : undefined;
  // A company states its size twice (the team size of its header and the company-size key fact):
  // one row shows the key fact, or the team size where the fact is not filled in.
  const sizeFact = definitions.some((definition) => definition.key === COMPANY_SIZE_KEY);
  const rows: Row[] = [
    { label: t('compare.rows.rating'), cell: (c) => <RatingView rate={c.companyRate} size="xs" /> },
    { label: t('compare.rows.reviews'), cell: (c) => c.reviewCount },
    { label: t('compare.rows.activeVacancies'), cell: (c) => c.activeVacancyCount },
    ...(sizeFact ? [] : [{ label: t('compare.rows.teamSize'), cell: (c: ComparedCompany) => teamSize(c) ?? '—' }]),
    ...definitions.map((definition) => ({
      label: definition.name,
      cell: (c: ComparedCompany) => {
        const value = c.keyFacts?.find((fact) => fact.keyFactId === definition.id);
        const text = value && keyFactText(definition, value, language);
        return text || (definition.key === COMPANY_SIZE_KEY && teamSize(c)) || '—';
      },
    })),
    {
      label: t('compare.rows.technologies'),
      cell: (c) => list(c.technologies.flatMap((group) => group.technologies.map((item) => item.name))),
    },
    {
      label: t('compare.rows.benefits'),
      cell: (c) => list(c.benefits.flatMap((group) => group.benefits.map((item) => item.name))),
    },
  ];
  // On phones each row's label spans the width above the two values, and the companies' names stay
  // on top while the rows scroll (ComparePage.module.css): both companies are always in view.
  return (
    <Table
      className={`${classes.compareTable} ${compareClasses.table}`}
      striped
      withTableBorder
      aria-label={t('compare.tableLabel')}
    >
      <Table.Thead className={compareClasses.head}>
        <Table.Tr>
          <Table.Th scope="col" className={compareClasses.corner}>
            {t('compare.rows.company')}
          </Table.Th>
          {companies.map((company, index) => (
            <Table.Th key={index} scope="col">
              {company ? (
                <Anchor
                  component={Link}
                  to={`/companies/${company.transformedName}`}
                  className={compareClasses.company}
                >
                  <Avatar src={company.smallProfileImageUrl} alt="" size={28} radius="sm" color="indigo" aria-hidden>
                    {company.name.charAt(0)}
                  </Avatar>
                  <span>{company.name}</span>
                </Anchor>
              ) : (
                t('compare.anyCompany')
              )}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row">{row.label}</Table.Th>
            {companies.map((company, index) => (
              <Table.Td key={index}>{company ? row.cell(company) : '—'}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The comparison of the first page's address (prepared, see definePageStore). */
const comparison = definePageStore(
  'compare',
  (compareUrl: string) => compareUrl,
  (root, compareUrl) => new Loadable(() => root.api.company.compareCompanies(compareUrl)),
);

/** /compare and /compare/:compareUrl: two pickers; with both chosen, the comparison table. */
export const ComparePage = observer(function ComparePage() {
  useCompareTexts();
  const { t } = useTranslation();
  const root = useStores();
  const { api, language } = root;
  const { compareUrl } = useParams();
  const navigate = useNavigate();
  const [firstSlug, secondSlug] = splitCompareUrl(compareUrl);
  const [picked, setPicked] = useState<[CompanyListItem | undefined, CompanyListItem | undefined]>([
    undefined,
    undefined,
  ]);
  const [loadable, setLoadable] = useState<Loadable<Comparison> | undefined>(() =>
    compareUrl ? comparison.find(root, compareUrl) : undefined,
  );

  useEffect(() => {
    if (!compareUrl) return;
    const prepared = comparison.find(root, compareUrl);
    const next = prepared ?? new Loadable(() => api.company.compareCompanies(compareUrl));
    setLoadable(next);
    if (!(prepared && comparison.loadedForPage(root, prepared))) void next.load();
  }, [api, root, compareUrl, language.locale]);

  const result = compareUrl ? loadable?.value : undefined;
  const chosen: [ChosenCompany | undefined, ChosenCompany | undefined] = [
    result?.first ?? picked[0],
    result?.second ?? picked[1],
  ];
  const names: [string | undefined, string | undefined] = [chosen[0]?.name, chosen[1]?.name];
  const anyCompany = t('compare.anyCompany');
  useCrumbTitle(
    `/compare/${compareUrl ?? ''}`,
    compareUrl ? t('compare.crumb', { first: names[0] ?? anyCompany, second: names[1] ?? anyCompany }) : undefined,
  );
  usePageSubject(result?.first && result.second ? compareSubject([result.first.name, result.second.name]) : undefined);

  const select = (index: 0 | 1, company: CompanyListItem) => {
    const next: typeof picked = index === 0 ? [company, picked[1]] : [picked[0], company];
    setPicked(next);
    const first = next[0]?.transformedName ?? firstSlug;
    const second = next[1]?.transformedName ?? secondSlug;
    if (first && second) void navigate(`/compare/${first}-vs-${second}`);
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('compare.title')}</Title>
        <Text c="dimmed">{t('compare.intro')}</Text>
        <div className={classes.twoColumns}>
          <CompanyPicker label={t('compare.first')} selected={chosen[0]} onSelect={(company) => select(0, company)} />
          <CompanyPicker label={t('compare.second')} selected={chosen[1]} onSelect={(company) => select(1, company)} />
        </div>
        {compareUrl &&
          (loadable?.failed ? (
            <LoadError onRetry={() => void loadable.load()} />
          ) : result ? (
            <CompareTable comparison={result} />
          ) : (
            <Text c="dimmed">{t('common.loading')}</Text>
          ))}
      </Stack>
    </Container>
  );
});

withPrepare(ComparePage, ({ root, params }) => {
  if (params.compareUrl) void comparison.prepare(root, params.compareUrl).load();
});
