import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Switch.css';
import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FormErrors } from '../../../components/forms/FormErrors';
import { useMessageText } from '../../../components/forms/message';
import type { TalentDirectoryStore } from '../../../stores/user-panel/talent-directory/TalentDirectoryStore';
import { PanelSection } from '../../panel/PanelSection';

/** Whether companies find the talent, whether they see the desired salary, and the years of
 *  experience shown; saved together. */
export const DirectorySettingsSection = observer(function DirectorySettingsSection({
  store,
}: {
  store: TalentDirectoryStore;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { form } = store;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  return (
    <PanelSection title={t('talentDirectory.settings.title')}>
      <form onSubmit={submit} noValidate aria-label={t('talentDirectory.settings.title')}>
        <Stack gap="md">
          <Switch
            label={t('talentDirectory.settings.visible')}
            description={t('talentDirectory.settings.visibleHint')}
            checked={form.values.visible}
            onChange={(event) => form.set('visible', event.currentTarget.checked)}
          />
          <Switch
            label={t('talentDirectory.settings.showSalary')}
            description={t('talentDirectory.settings.showSalaryHint')}
            checked={form.values.showSalary}
            onChange={(event) => form.set('showSalary', event.currentTarget.checked)}
          />
          <TextInput
            label={t('talentDirectory.settings.years')}
            description={t('talentDirectory.settings.yearsHint')}
            inputMode="numeric"
            maw={240}
            value={form.values.experienceYears}
            onChange={(event) => form.set('experienceYears', event.currentTarget.value)}
            onBlur={() => form.touch('experienceYears')}
            error={text(form.error('experienceYears'))}
          />
          <FormErrors messages={form.formErrors} />
          <Group>
            <Button type="submit" loading={store.saving}>
              {t('talentDirectory.settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PanelSection>
  );
});
