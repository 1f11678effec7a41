import '@mantine/core/styles/Table.css';
import { Anchor, Stack, Table, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/use-translation';
import { salaryQuery, type SalaryFilters, type SalaryRow } from '../../api/salaries';
import { useStores } from '../../stores/StoresContext';
import { formatAmount } from './salary-format';

/** One of the by-technology / level / city tables: each row links to its narrower figure (the
 *  filters shown and the row's item). */
export function SalaryBreakdown({
  heading,
  rows,
  filters,
  filterKey,
  id,
}: {
  heading: string;
  rows: SalaryRow[];
  filters: SalaryFilters;
  filterKey: keyof SalaryFilters;
  id: string;
}) {
  const { t } = useTranslation();
  const { language } = useStores();
  const lang = language.shortCode;
  if (!rows.length) return null;
  const withTalents = rows.some((row) => row.talents !== null);
  const amount = (value: number | undefined) => (value === undefined ? '—' : formatAmount(value, lang));
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {heading}
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table striped highlightOnHover withTableBorder verticalSpacing={6}>
          <Table.Caption>{t('salaries.tableCaption', { heading })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                {t(
                  `salaries.${filterKey === 'technologyId' ? 'technology' : filterKey === 'experienceId' ? 'level' : 'city'}`,
                )}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('salaries.median')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('salaries.range')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('salaries.samples')}
              </Table.Th>
              {withTalents && (
                <Table.Th scope="col" ta="right">
                  {t('salaries.talentMedian')}
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const name = language.pick(row.item.name, row.item.nameGE);
              const { vacancies, talents } = row;
              return (
                <Table.Tr key={row.item.id}>
                  <Table.Th scope="row" fw={400}>
                    <Anchor
                      component={Link}
                      to={`/salaries?${salaryQuery({ ...filters, [filterKey]: row.item.id })}`}
                      aria-label={t('salaries.seeFigure', { name })}
                    >
                      {name}
                    </Anchor>
                  </Table.Th>
                  <Table.Td ta="right" fw={600}>
                    {amount(vacancies?.median)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {vacancies ? `${amount(vacancies.p25)}–${amount(vacancies.p75)}` : '—'}
                  </Table.Td>
                  <Table.Td ta="right">{vacancies?.sampleCount ?? '—'}</Table.Td>
                  {withTalents && <Table.Td ta="right">{amount(talents?.median)}</Table.Td>}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
