import '../../styles/combobox';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import { Button, Group, MultiSelect, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { LoadError } from '../../components/feedback/LoadError';
import { useTextField } from '../../components/forms/field-props';
import { FormErrors } from '../../components/forms/FormErrors';
import { useMessageText } from '../../components/forms/message';
import { useStores } from '../../stores/StoresContext';
import {
  MAX_JOB_FUNCTIONS,
  MAX_TECHNOLOGIES,
  createTalentProfileStore,
  type TalentProfileStore,
} from '../../stores/user-panel/TalentProfileStore';
import { PanelSection } from './PanelSection';
import { TalentAboutSection } from './TalentAboutSection';
import { TalentChecklistSection } from './TalentChecklistSection';
import { TalentCvSection } from './TalentCvSection';
import { TechnologiesSelect } from './TechnologiesSelect';

const comboboxProps = { withinPortal: true };

const PersonalDetailsForm = observer(function PersonalDetailsForm({ profile }: { profile: TalentProfileStore }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const form = profile.details;
  const field = useTextField(form);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void profile.saveDetails();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {t('fields.email')}
          </Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{profile.profile?.email}</Text>
        </div>
        <TextInput
          {...field('fullName')}
          label={t('fields.fullName')}
          description={t('fields.fullNameHint')}
          autoComplete="name"
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select<number>
            label={t('fields.field')}
            placeholder={t('fields.choose')}
            data={profile.fieldOptions}
            value={form.values.fieldId}
            onChange={(value) => form.set('fieldId', value)}
            error={text(form.error('fieldId'))}
            required
            comboboxProps={comboboxProps}
          />
          <Select<number>
            label={t('fields.experience')}
            placeholder={t('fields.choose')}
            data={profile.experienceOptions}
            value={form.values.experienceId}
            onChange={(value) => form.set('experienceId', value)}
            error={text(form.error('experienceId'))}
            required
            comboboxProps={comboboxProps}
          />
        </SimpleGrid>
        <MultiSelect<number>
          label={t('fields.jobFunctions')}
          description={t('talentProfile.jobFunctionsHint', { max: MAX_JOB_FUNCTIONS })}
          placeholder={form.values.jobFunctionIds.length ? undefined : t('fields.search')}
          data={profile.jobFunctionGroups}
          value={form.values.jobFunctionIds}
          onChange={(ids) => form.set('jobFunctionIds', ids)}
          error={text(form.error('jobFunctionIds'))}
          maxValues={MAX_JOB_FUNCTIONS}
          nothingFoundMessage={t('fields.nothingFound')}
          searchable
          hidePickedOptions
          comboboxProps={comboboxProps}
        />
        <FormErrors messages={form.formErrors} />
        <Group>
          <Button type="submit" loading={profile.savingDetails}>
            {t('talentProfile.saveDetails')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
});

const TechnologiesSection = observer(function TechnologiesSection({ profile }: { profile: TalentProfileStore }) {
  const { t } = useTranslation();
  return (
    <PanelSection title={t('panel.technologiesSection')}>
      <TechnologiesSelect
        groups={profile.technologyGroups}
        value={profile.technologyIds}
        onChange={(ids) => profile.setTechnologyIds(ids)}
        max={MAX_TECHNOLOGIES}
        description={t('talentProfile.technologiesHint', { max: MAX_TECHNOLOGIES })}
      />
      <Group>
        <Button loading={profile.savingTechnologies} onClick={() => void profile.saveTechnologies()}>
          {t('panel.saveTechnologies')}
        </Button>
      </Group>
    </PanelSection>
  );
});

/** The talent's part of /userPanel/generalInformation: how complete the profile is, personal
 *  details, the profile for employers, technologies and the CV, each saved on its own. */
export const TalentProfileSections = observer(function TalentProfileSections() {
  const { t } = useTranslation();
  const store = useStores();
  const [profile] = useState(() => createTalentProfileStore(store));
  useEffect(() => {
    void profile.load();
  }, [profile]);

  if (!profile.profile) {
    return (
      <PanelSection title={t('panel.personalDetails')}>
        {profile.loadFailed ? (
          <LoadError onRetry={() => void profile.load()} />
        ) : (
          <Stack gap="sm" aria-busy="true" aria-label={t('panel.loading')}>
            <Skeleton height={36} radius="sm" />
            <Skeleton height={36} radius="sm" />
            <Skeleton height={36} radius="sm" />
          </Stack>
        )}
      </PanelSection>
    );
  }
  return (
    <>
      <TalentChecklistSection profile={profile} />
      <PanelSection title={t('panel.personalDetails')}>
        <PersonalDetailsForm profile={profile} />
      </PanelSection>
      <TalentAboutSection about={profile.about} />
      <TechnologiesSection profile={profile} />
      <TalentCvSection profile={profile.profile} cv={profile.cv} />
    </>
  );
});
