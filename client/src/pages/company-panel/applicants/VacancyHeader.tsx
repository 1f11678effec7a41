import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { VacancyStatus, type CompanyVacancy } from '../../../api/company-vacancies';
import { formatNumericDate } from '../../../lib/format-date';
import { useStores } from '../../../stores/StoresContext';

const STATUS_BADGES: Record<VacancyStatus, { key: string; color: string }> = {
  [VacancyStatus.Active]: { key: 'active', color: 'teal' },
  [VacancyStatus.Ended]: { key: 'ended', color: 'gray' },
  [VacancyStatus.Draft]: { key: 'draft', color: 'indigo' },
};

/** The vacancy whose applicants the page lists: title, status, deadline, edit and preview. */
export function VacancyHeader({ vacancy }: { vacancy: CompanyVacancy }) {
  const { t } = useTranslation();
  const { language } = useStores();
  const status = STATUS_BADGES[vacancy.status] ?? STATUS_BADGES[VacancyStatus.Draft];
  const ended = vacancy.status === VacancyStatus.Ended ? (vacancy.endedAt ?? vacancy.deadline) : null;
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {language.pick(vacancy.title, vacancy.titleGE)}
        </Title>
        <Group gap="xs">
          <Badge color={status.color} variant="light">
            {t(`companyVacancies.status.${status.key}`)}
          </Badge>
          {(ended || vacancy.deadline) && (
            <Text size="sm" c="dimmed">
              {ended
                ? t('companyVacancies.card.endedOn', { date: formatNumericDate(ended) })
                : t('companyVacancies.card.deadlineOn', { date: formatNumericDate(vacancy.deadline) })}
            </Text>
          )}
        </Group>
      </Stack>
      <Group gap="xs">
        <Button
          component={Link}
          to={`/companyPanel/vacancies/update/${vacancy.id}`}
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('companyVacancies.actions.edit')}
        </Button>
        <Button
          component={Link}
          to={`/vacancies/${vacancy.id}`}
          variant="default"
          leftSection={<IconEye size={16} aria-hidden />}
        >
          {t('companyVacancies.actions.preview')}
        </Button>
      </Group>
    </Group>
  );
}
