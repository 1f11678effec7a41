import '../../../styles/combobox';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/use-translation';
import { DictionaryType } from '../../../api/common';
import { Currency } from '../../../api/enums';
import type { TalentSearchFilters } from '../../../api/talent-directory';
import type { Option, OptionGroup } from '../../../lib/dictionary-groups';
import type { TalentSearchStore } from '../../../stores/company-panel/talents/TalentSearchStore';
import type { TalentIdFilter, TalentNumberFilter } from '../../../stores/company-panel/talents/talent-search-query';

const comboboxProps = { withinPortal: true };
const CURRENCIES = [Currency.Gel, Currency.Dollar, Currency.Euro, Currency.PoundSterling];

const ID_FILTERS: { name: TalentIdFilter; type: DictionaryType }[] = [
  { name: 'technologyIds', type: DictionaryType.Technology },
  { name: 'experienceIds', type: DictionaryType.Experience },
  { name: 'fieldIds', type: DictionaryType.Field },
  { name: 'workLocationIds', type: DictionaryType.WorkLocation },
  { name: 'cityIds', type: DictionaryType.City },
];

const NUMBER_FILTERS: { name: TalentNumberFilter; max: number }[] = [
  { name: 'minYears', max: 60 },
  { name: 'maxYears', max: 60 },
  { name: 'salaryUpTo', max: 1_000_000_000 },
];

/** The search's filters: technologies, level, field, work formats, cities, years and the salary
 *  the company can offer; each change goes into the URL at once. */
export const TalentFilters = observer(function TalentFilters({ search }: { search: TalentSearchStore }) {
  const { t } = useTranslation();
  const { filters } = search;
  const set = <K extends keyof TalentSearchFilters>(name: K, value: TalentSearchFilters[K], typed = false) =>
    search.setFilter(name, value, typed);
  return (
    <Stack gap="sm" role="search" aria-label={t('talentSearch.filters.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {ID_FILTERS.map(({ name, type }) => (
          <MultiSelect<number>
            key={name}
            label={t(`talentSearch.filters.${name}`)}
            placeholder={filters[name].length ? undefined : t('talentSearch.filters.any')}
            data={
              (type === DictionaryType.Technology ? search.technologyGroups : search.optionsOf(type)) as (
                Option | OptionGroup
              )[]
            }
            value={filters[name]}
            onChange={(ids) => set(name, ids)}
            onDropdownOpen={() => search.loadFilterChoices()}
            nothingFoundMessage={t('fields.nothingFound')}
            searchable
            hidePickedOptions
            comboboxProps={comboboxProps}
          />
        ))}
      </SimpleGrid>
      <Group gap="md" align="flex-end">
        {NUMBER_FILTERS.map(({ name, max }) => (
          <NumberInput
            key={name}
            w={160}
            label={t(`talentSearch.filters.${name}`)}
            value={filters[name] ?? ''}
            onChange={(value) => set(name, typeof value === 'number' ? value : null, true)}
            min={0}
            max={max}
            allowNegative={false}
            allowDecimal={false}
            hideControls
          />
        ))}
        <Select<Currency>
          w={160}
          label={t('talentSearch.filters.currency')}
          placeholder={t('fields.choose')}
          data={CURRENCIES.map((currency) => ({
            value: currency,
            label: t(`companyVacancies.currencies.${currency}`),
          }))}
          value={filters.currency}
          onChange={(currency) => set('currency', currency)}
          clearable
          comboboxProps={comboboxProps}
        />
        {search.hasFilters && (
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => search.clearFilters()}
          >
            {t('talentSearch.filters.clear')}
          </Button>
        )}
      </Group>
    </Stack>
  );
});
