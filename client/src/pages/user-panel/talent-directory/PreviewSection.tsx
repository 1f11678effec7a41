import '@mantine/core/styles/Alert.css';
import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/use-translation';
import { AnonymousTalentCard } from '../../../components/talents/AnonymousTalentCard';
import type { TalentDirectoryStore } from '../../../stores/user-panel/talent-directory/TalentDirectoryStore';
import { PanelSection } from '../../panel/PanelSection';

/** Exactly what companies see of the talent (as last saved). */
export const PreviewSection = observer(function PreviewSection({ store }: { store: TalentDirectoryStore }) {
  const { t } = useTranslation();
  const view = store.view.value;
  if (!view) return null;
  return (
    <PanelSection title={t('talentDirectory.preview.title')}>
      <Text c="dimmed" size="sm">
        {t('talentDirectory.preview.intro')}
      </Text>
      {!view.visible && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('talentDirectory.preview.notShown')}
        </Alert>
      )}
      <AnonymousTalentCard talent={{ ...view.preview, invitation: null }} headingOrder={3} />
    </PanelSection>
  );
});
