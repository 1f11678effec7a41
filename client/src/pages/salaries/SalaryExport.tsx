import '@mantine/core/styles/Input.css';
import { Button, CopyButton, Group, Stack, Textarea, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { salaryChartUrl, salaryExportUrl, type SalaryFilters } from '../../api/salaries';
import { useStores } from '../../stores/StoresContext';

/** The figure's files (JSON, CSV) and the chart's embed snippet with a copy button. */
export function SalaryExport({ filters, title }: { filters: SalaryFilters; title: string }) {
  const { t } = useTranslation();
  const { language, siteUrl } = useStores();
  const lang = language.shortCode;
  const withLang = (url: string) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
  const alt = title.replace(/"/g, '&quot;');
  const snippet = `<img src="${siteUrl}${salaryChartUrl(filters, lang)}" alt="${alt}" width="640" height="320">`;
  return (
    <Stack gap="sm" component="section" aria-labelledby="salary-export-title">
      <Title order={2} size="h5" id="salary-export-title">
        {t('salaries.exportTitle')}
      </Title>
      <Group gap="xs">
        <Button component="a" href={withLang(salaryExportUrl(filters, 'json'))} download variant="light" size="xs">
          {t('salaries.exportJson')}
        </Button>
        <Button component="a" href={withLang(salaryExportUrl(filters, 'csv'))} download variant="light" size="xs">
          {t('salaries.exportCsv')}
        </Button>
      </Group>
      <Textarea
        label={t('salaries.embedLabel')}
        value={snippet}
        readOnly
        rows={4}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group>
        <CopyButton value={snippet}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant={copied ? 'filled' : 'default'}
              color={copied ? 'teal' : undefined}
              onClick={copy}
            >
              {copied ? t('salaries.copied') : t('salaries.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
