import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { SalaryFigure, SalaryPair } from '../../api/salaries';
import { useStores } from '../../stores/StoresContext';
import { formatAmount } from './salary-format';
import classes from './Salaries.module.css';

function FigureCard({ figure, source }: { figure: SalaryFigure; source: 'vacancies' | 'talents' }) {
  const { t } = useTranslation();
  const lang = useStores().language.shortCode;
  const amount = (value: number) => formatAmount(value, lang);
  const title = t(source === 'vacancies' ? 'salaries.fromVacancies' : 'salaries.fromTalents');
  return (
    <Paper component="section" aria-label={title} withBorder radius="lg" p="lg">
      <Stack gap={6}>
        <Title order={2} size="h5" c="dimmed">
          {title}
        </Title>
        <Group gap="xs" align="baseline">
          <Text fz={32} fw={700} lh={1.1}>
            {t('salaries.gel', { amount: amount(figure.median) })}
          </Text>
          <Text c="dimmed">{t('salaries.median')}</Text>
        </Group>
        <Text>
          {t('salaries.range')}:{' '}
          <strong>{t('salaries.rangeValue', { from: amount(figure.p25), to: amount(figure.p75) })}</strong>{' '}
          <Text span size="sm" c="dimmed">
            ({t('salaries.rangeHint')})
          </Text>
        </Text>
        <Text size="sm" c="dimmed">
          {source === 'vacancies'
            ? t('salaries.basedOnVacancies', { count: figure.sampleCount, companies: figure.sourceCount })
            : t('salaries.basedOnTalents', { count: figure.sourceCount })}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The group's figure: the vacancies' and, apart, the talents' (each only when it has 5 sources). */
export function SalaryFigures({ figure }: { figure: SalaryPair }) {
  const { t } = useTranslation();
  return (
    <div className={classes.figures}>
      {figure.vacancies && <FigureCard figure={figure.vacancies} source="vacancies" />}
      {figure.talents ? (
        <FigureCard figure={figure.talents} source="talents" />
      ) : (
        <Paper withBorder radius="lg" p="lg" bg="var(--mantine-color-gray-0)">
          <Text size="sm" c="dimmed">
            {t('salaries.noTalentFigure')}
          </Text>
        </Paper>
      )}
    </div>
  );
}
