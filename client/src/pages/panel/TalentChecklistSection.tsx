import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Progress.css';
import { Group, List, Progress, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import type { TalentProfileStore } from '../../stores/user-panel/TalentProfileStore';
import { PanelSection } from './PanelSection';

/** How complete the talent's profile is, and what is still missing (like the company panel's). */
export const TalentChecklistSection = observer(function TalentChecklistSection({
  profile,
}: {
  profile: TalentProfileStore;
}) {
  const { t } = useTranslation();
  const missing = profile.checklist.filter((item) => !item.done);
  return (
    <PanelSection title={t('talentProfile.checklist.title')}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Progress value={profile.completeness} style={{ flex: 1 }} aria-label={t('talentProfile.checklist.title')} />
          <Text fw={700}>{`${profile.completeness}%`}</Text>
        </Group>
        {missing.length > 0 ? (
          <>
            <Text fw={600}>{t('panel.progressMissing')}</Text>
            <List aria-label={t('panel.progressMissing')}>
              {missing.map((item) => (
                <List.Item key={item.key}>{t(`talentProfile.checklist.${item.key}`)}</List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text>{t('talentProfile.checklist.complete')}</Text>
        )}
      </Stack>
    </PanelSection>
  );
});
