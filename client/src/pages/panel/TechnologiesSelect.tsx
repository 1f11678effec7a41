import '../../styles/combobox';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { OptionGroup } from '../../lib/dictionary-groups';

const comboboxProps = { withinPortal: true };

/** The technologies of an account, searchable and grouped by category (a company's and a talent's panel). */
export function TechnologiesSelect({
  groups,
  value,
  onChange,
  max,
  description,
}: {
  groups: OptionGroup[];
  value: number[];
  onChange: (ids: number[]) => void;
  max?: number;
  description?: string;
}) {
  const { t } = useTranslation();
  return (
    <MultiSelect<number>
      label={t('fields.technologies')}
      description={description}
      placeholder={value.length ? undefined : t('fields.search')}
      data={groups}
      value={value}
      onChange={onChange}
      maxValues={max}
      nothingFoundMessage={t('fields.nothingFound')}
      searchable
      hidePickedOptions
      comboboxProps={comboboxProps}
    />
  );
}
