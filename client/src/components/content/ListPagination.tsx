import '@mantine/core/styles/Pagination.css';
import { Group, Pagination } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';

/** The page links under a list, named in the page's language; nothing when there is one page. */
export function ListPagination({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
        getItemProps={(page) => ({ 'aria-label': t('common.pagination.page', { page }) })}
      />
    </Group>
  );
}
