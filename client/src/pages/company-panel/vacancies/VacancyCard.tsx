import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconPencil, IconPlayerStop, IconRefresh, IconTrash, IconUsers } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { VacancyApproval, VacancyStatus, type CompanyVacancyListItem } from '../../../api/company-vacancies';
import { formatNumericDate } from '../../../lib/format-date';
import type { VacancyListStore } from '../../../stores/company-panel/VacancyListStore';
import { useStores } from '../../../stores/StoresContext';
import { useReadOnly } from '../../../components/view-as/use-read-only';

const STATUS_BADGES: Record<VacancyStatus, { key: string; color: string }> = {
  [VacancyStatus.Active]: { key: 'active', color: 'teal' },
  [VacancyStatus.Ended]: { key: 'ended', color: 'gray' },
  [VacancyStatus.Draft]: { key: 'draft', color: 'indigo' },
};

/** A vacancy of a panel list: its title in the page's language, status and review badges, dates,
 *  applicants, and what the company can do with it. */
export const VacancyCard = observer(function VacancyCard({
  item,
  list,
}: {
  item: CompanyVacancyListItem;
  list: VacancyListStore;
}) {
  const { t } = useTranslation();
  const { language } = useStores();
  const titleId = useId();
  const title = language.pick(item.title, item.titleGE);
  const status = STATUS_BADGES[item.status] ?? STATUS_BADGES[VacancyStatus.Draft];
  const busy = list.busyWith(item.id);
  const readOnly = useReadOnly();

  const dates: string[] = [];
  if (item.status === VacancyStatus.Draft) {
    if (item.updatedAt) dates.push(t('companyVacancies.card.editedOn', { date: formatNumericDate(item.updatedAt) }));
  } else {
    if (item.publishedAt)
      dates.push(t('companyVacancies.card.publishedOn', { date: formatNumericDate(item.publishedAt) }));
    const ended = item.status === VacancyStatus.Ended ? (item.endedAt ?? item.deadline) : null;
    if (ended) dates.push(t('companyVacancies.card.endedOn', { date: formatNumericDate(ended) }));
    else if (item.deadline)
      dates.push(t('companyVacancies.card.deadlineOn', { date: formatNumericDate(item.deadline) }));
  }

  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Stack gap={6}>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <Group gap="xs">
            <Badge color={status.color} variant="light">
              {t(`companyVacancies.status.${status.key}`)}
            </Badge>
            {item.approval === VacancyApproval.Pending && item.status !== VacancyStatus.Draft && (
              <Badge color="yellow" variant="light">
                {t('companyVacancies.review.pending')}
              </Badge>
            )}
            {item.approval === VacancyApproval.Rejected && (
              <Badge color="red" variant="light">
                {t('companyVacancies.review.rejected')}
              </Badge>
            )}
          </Group>
          {item.approval === VacancyApproval.Rejected && item.rejectionReason && (
            <Text size="sm" c="red.8">
              {t('companyVacancies.review.reason', { reason: item.rejectionReason })}
            </Text>
          )}
        </Stack>
        {dates.length > 0 && (
          <Text size="sm" c="dimmed">
            {dates.join(' · ')}
          </Text>
        )}
        {item.status !== VacancyStatus.Draft && (
          <Text size="sm">
            {t('companyVacancies.card.applicants', { count: item.applicantCount })}
            {item.newApplicantCount > 0 &&
              ` · ${t('companyVacancies.card.newApplicants', { count: item.newApplicantCount })}`}
          </Text>
        )}
        <Group gap="xs">
          {item.status !== VacancyStatus.Draft && (
            <Button
              component={Link}
              to={`/companyPanel/vacancies/vacancyDetails/${item.transformedTitle || item.id}`}
              variant="light"
              size="compact-sm"
              leftSection={<IconUsers size={16} aria-hidden />}
            >
              {t('applicants.navButton')}
            </Button>
          )}
          <Button
            component={Link}
            to={`/vacancies/${item.id}`}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconEye size={16} aria-hidden />}
          >
            {t('companyVacancies.actions.preview')}
          </Button>
          <Button
            component={Link}
            to={`/companyPanel/vacancies/update/${item.id}`}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t('companyVacancies.actions.edit')}
          </Button>
          {item.status === VacancyStatus.Active && (
            <Button
              variant="subtle"
              size="compact-sm"
              color="orange"
              loading={busy === 'end'}
              disabled={readOnly || (busy !== undefined && busy !== 'end')}
              leftSection={<IconPlayerStop size={16} aria-hidden />}
              onClick={() => void list.end(item)}
            >
              {t('companyVacancies.actions.end')}
            </Button>
          )}
          {item.status === VacancyStatus.Ended && (
            <Button
              variant="subtle"
              size="compact-sm"
              color="teal"
              loading={busy === 'renew'}
              disabled={readOnly || (busy !== undefined && busy !== 'renew')}
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => void list.renew(item)}
            >
              {t('companyVacancies.actions.renew')}
            </Button>
          )}
          <Button
            variant="subtle"
            size="compact-sm"
            color="red"
            disabled={readOnly || busy !== undefined}
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => list.requestDelete(item)}
          >
            {t('companyVacancies.actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
});
