import '../../../styles/combobox';
import '@mantine/core/styles/Input.css';
import { Select } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/use-translation';
import type { TalentSearchStore } from '../../../stores/company-panel/talents/TalentSearchStore';
import { useStores } from '../../../stores/StoresContext';

const comboboxProps = { withinPortal: true };

/** "Compare with vacancy": one of the company's open vacancies; each card then says which of its
 *  technologies the talent knows. The choice is in the URL (`vacancyId`). */
export const CompareVacancySelect = observer(function CompareVacancySelect({ search }: { search: TalentSearchStore }) {
  const { t } = useTranslation();
  const { language } = useStores();
  const vacancies = search.vacancies.value ?? [];
  const data = vacancies.map((vacancy) => ({
    value: vacancy.id,
    label: language.pick(vacancy.title, vacancy.titleGE),
  }));
  // A vacancy of the URL that is not open (any more) still shows as chosen, by its number.
  const chosen = search.vacancyId;
  if (chosen !== null && search.vacancies.isLoaded && !vacancies.some((vacancy) => vacancy.id === chosen))
    data.push({ value: chosen, label: `#${chosen}` });
  return (
    <Select<number>
      maw={420}
      label={t('talentSearch.compare.label')}
      description={t('talentSearch.compare.hint')}
      placeholder={t('talentSearch.compare.placeholder')}
      data={data}
      value={chosen}
      onChange={(value) => search.compareWith(value)}
      onDropdownOpen={() => search.loadVacancies()}
      nothingFoundMessage={t('talentSearch.invite.noVacancies')}
      clearable
      comboboxProps={comboboxProps}
    />
  );
});
