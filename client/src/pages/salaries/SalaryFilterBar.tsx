import '../../styles/combobox';
import '@mantine/core/styles/Input.css';
import { Button, Group, Select } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import type { SalaryFilters } from '../../api/salaries';
import type { SalaryInsightsStore } from '../../stores/salaries/SalaryInsightsStore';
import { NO_SALARY_FILTERS } from '../../stores/salaries/SalaryInsightsStore';
import classes from './Salaries.module.css';

const comboboxProps = { withinPortal: true };

/** Technology, level and city: each a select of its dictionary; a choice moves the address. */
export const SalaryFilterBar = observer(function SalaryFilterBar({
  store,
  onChange,
}: {
  store: SalaryInsightsStore;
  onChange: (filters: SalaryFilters) => void;
}) {
  const { t } = useTranslation();
  const { filters } = store;
  const set = (key: keyof SalaryFilters) => (value: number | null) => onChange({ ...filters, [key]: value });
  const common = {
    clearable: true,
    searchable: true,
    placeholder: t('salaries.any'),
    comboboxProps,
    className: classes.filter,
  };
  return (
    <Group
      component="form"
      role="search"
      aria-label={t('salaries.filtersLabel')}
      align="flex-end"
      gap="sm"
      onSubmit={(event) => event.preventDefault()}
    >
      <Select<number>
        {...common}
        label={t('salaries.technology')}
        data={store.technologyOptions}
        value={filters.technologyId}
        onChange={set('technologyId')}
      />
      <Select<number>
        {...common}
        label={t('salaries.level')}
        data={store.levelOptions}
        value={filters.experienceId}
        onChange={set('experienceId')}
      />
      <Select<number>
        {...common}
        label={t('salaries.city')}
        data={store.cityOptions}
        value={filters.cityId}
        onChange={set('cityId')}
      />
      {store.hasFilters && (
        <Button variant="subtle" onClick={() => onChange(NO_SALARY_FILTERS)}>
          {t('salaries.clearFilters')}
        </Button>
      )}
    </Group>
  );
});
