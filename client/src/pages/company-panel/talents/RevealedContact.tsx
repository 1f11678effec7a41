import { Anchor, Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../i18n/use-translation';
import type { RevealedTalent } from '../../../api/talent-directory';

const LINKS = ['linkedinUrl', 'githubUrl', 'portfolioUrl'] as const;

/** The talent's name and contact, revealed to this company by accepting its invitation, and the
 *  application the acceptance created. */
export function RevealedContact({ revealed }: { revealed: RevealedTalent }) {
  const { t } = useTranslation();
  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-label={t('talentSearch.talent.revealedTitle')}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={revealed.photoUrl}
            name={revealed.fullName ?? undefined}
            color="initials"
            size="lg"
            radius="xl"
            alt=""
          />
          <Stack gap={0}>
            <Title order={2} size="h4">
              {t('talentSearch.talent.revealedTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('talentSearch.talent.revealedIntro')}
            </Text>
          </Stack>
        </Group>
        <Group gap="md" wrap="wrap">
          <Anchor href={`mailto:${revealed.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {revealed.email}
          </Anchor>
          {revealed.phone && (
            <Anchor href={`tel:${revealed.phone.replace(/[^\d+]/g, '')}`} size="sm">
              {revealed.phone}
            </Anchor>
          )}
          {LINKS.map((name) =>
            revealed[name] ? (
              <Anchor key={name} href={revealed[name]!} target="_blank" rel="noopener noreferrer" size="sm">
                {t(`talentSearch.talent.${name}`)}
              </Anchor>
            ) : null,
          )}
        </Group>
        {revealed.applicationId !== null && (
          <Group>
            <Button
              component={Link}
              to={`/companyPanel/vacancies/vacancyDetails/${revealed.vacancyId}`}
              variant="light"
              size="compact-sm"
            >
              {t('talentSearch.talent.toApplication')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
