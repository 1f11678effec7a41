import '../../../styles/combobox';
import '@mantine/core/styles/Input.css';
import { Select, type OptionsFilter } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CompanySearchItem } from '../../../api/company';
import { useStores } from '../../../stores/StoresContext';

const SEARCH_DELAY_MS = 300;
const FOUND_COMPANIES = 10;
const comboboxProps = { withinPortal: true };
/** The server has already filtered by the typed text. */
const keepAll: OptionsFilter = ({ options }) => options;

/** A search of the company directory (Company/searchCompanies) to pick one company from; the
 *  box empties after each pick. `exclude`: ids not offered (already picked). */
export function CompanyLookup({
  label,
  exclude,
  disabled,
  onPick,
}: {
  label: string;
  exclude: number[];
  disabled?: boolean;
  onPick: (company: CompanySearchItem) => void;
}) {
  const { t } = useTranslation();
  const { api } = useStores();
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState<CompanySearchItem[]>([]);

  useEffect(() => {
    const searchTerm = typed.trim();
    if (!searchTerm) return setFound([]);
    let current = true;
    const timer = setTimeout(() => {
      api.company
        .searchCompanies({ searchTerm, page: 1, pageSize: FOUND_COMPANIES })
        .then((page) => current && setFound(page.items))
        .catch(() => current && setFound([]));
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, typed]);

  const offered = found.filter((company) => !exclude.includes(company.id));
  return (
    <Select
      label={label}
      placeholder={t('talentDirectory.hidden.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      data={offered.map((company) => ({ value: String(company.id), label: company.name }))}
      value={null}
      searchable
      searchValue={typed}
      onSearchChange={setTyped}
      filter={keepAll}
      nothingFoundMessage={typed.trim() ? t('fields.nothingFound') : undefined}
      disabled={disabled}
      onChange={(value) => {
        const company = offered.find((candidate) => String(candidate.id) === value);
        if (!company) return;
        setTyped('');
        setFound([]);
        onPick(company);
      }}
      comboboxProps={comboboxProps}
    />
  );
}
