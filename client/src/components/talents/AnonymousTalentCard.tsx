import '@mantine/core/styles/Badge.css';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { AnonymousTalentView, DirectoryItem } from '../../api/talent-directory';
import { formatNumericDate } from '../../lib/format-date';
import { formatSalary } from '../../lib/salary';
import { InvitationStatusBadge } from './InvitationStatusBadge';
import { VacancyFitLine } from './VacancyFitLine';

function Names({ label, items }: { label: string; items: DirectoryItem[] }) {
  if (items.length === 0) return null;
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:{' '}
      </Text>
      {items.map((item) => item.name).join(', ')}
    </Text>
  );
}

/** An anonymous profile of the talent directory, as companies see it (the talent's preview too):
 *  no name, photo or contact. `actions` go at the bottom (the link to the talent's page). */
export const AnonymousTalentCard = observer(function AnonymousTalentCard({
  talent,
  actions,
  headingOrder = 2,
}: {
  talent: AnonymousTalentView;
  actions?: ReactNode;
  headingOrder?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const role = [talent.field?.name, talent.level?.name].filter(Boolean).join(' · ');
  const salary = talent.salary ? formatSalary(talent.salary, i18n.language) : null;
  return (
    <Paper component="article" withBorder radius="lg" p="md" h="100%" aria-labelledby={titleId}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={headingOrder} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {talent.headline || t('talentCard.noHeadline')}
          </Title>
          {talent.invitation && <InvitationStatusBadge status={talent.invitation.status} />}
        </Group>
        {role && (
          <Text size="sm" fw={500}>
            {role}
          </Text>
        )}
        {talent.experienceYears !== null && (
          <Text size="sm">{t('talentCard.years', { count: talent.experienceYears })}</Text>
        )}
        {talent.summary && (
          <Text size="sm" c="dimmed" lineClamp={4}>
            {talent.summary}
          </Text>
        )}
        {talent.technologies.length > 0 && (
          <Group gap={4} aria-label={t('talentCard.technologies')} role="list">
            {talent.technologies.map((technology) => (
              <Badge key={technology.id} role="listitem" size="sm" variant="outline" color="gray" tt="none">
                {technology.name}
              </Badge>
            ))}
          </Group>
        )}
        <VacancyFitLine fit={talent.vacancyFit} />
        <Names label={t('talentCard.workLocations')} items={talent.workLocations} />
        <Names label={t('talentCard.cities')} items={talent.cities} />
        {salary && <Text size="sm">{t('talentCard.salary', { salary })}</Text>}
        <Text size="xs" c="dimmed">
          {t('talentCard.activeOn', { date: formatNumericDate(talent.activeAt) })}
        </Text>
        {actions && (
          <Group gap="xs" mt="auto" pt="xs">
            {actions}
          </Group>
        )}
      </Stack>
    </Paper>
  );
});
