import '@mantine/core/styles/List.css';
import '../../styles/combobox';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Progress.css';
import { Button, Group, List, Loader, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useMessageText } from '../../components/forms/message';
import { TAGLINE_MAX_LENGTH, type CompanyProfileStore } from '../../stores/company-panel/CompanyProfileStore';
import { AboutSection } from '../company-panel/profile/AboutSection';
import { ContactSection } from '../company-panel/profile/ContactSection';
import { OverviewSection } from '../company-panel/profile/OverviewSection';
import { useCompanyProfile } from '../company-panel/use-company-profile';
import { PanelSection } from './PanelSection';

const comboboxProps = { withinPortal: true };

const ProgressSection = observer(function ProgressSection({ profile }: { profile: CompanyProfileStore }) {
  const { t } = useTranslation();
  const value = profile.progress.value;
  return (
    <PanelSection title={t('panel.profileProgress')}>
      {!value ? (
        profile.progress.isLoading ? (
          <Loader size="sm" aria-label={t('panel.loading')} />
        ) : (
          <Text c="dimmed">{t('errors.somethingWentWrong')}</Text>
        )
      ) : (
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Progress value={value.progress} style={{ flex: 1 }} aria-label={t('panel.profileProgress')} />
            <Text fw={700}>{`${value.progress}%`}</Text>
          </Group>
          {profile.missingItems.length > 0 ? (
            <>
              <Text fw={600}>{t('panel.progressMissing')}</Text>
              <List aria-label={t('panel.progressMissing')}>
                {profile.missingItems.map((item) => (
                  <List.Item key={item.key}>{item.name}</List.Item>
                ))}
              </List>
            </>
          ) : (
            <Text>{t('panel.progressComplete')}</Text>
          )}
        </Stack>
      )}
    </PanelSection>
  );
});

const TaglineSection = observer(function TaglineSection({ profile }: { profile: CompanyProfileStore }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const form = profile.taglineForm;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void profile.saveTagline();
  };
  return (
    <PanelSection title={t('panel.taglineAndTeamSize')}>
      <form onSubmit={submit} noValidate aria-label={t('panel.taglineAndTeamSize')}>
        <Stack gap="md">
          <TextInput
            label={t('panel.tagLine')}
            value={form.values.tagline}
            maxLength={TAGLINE_MAX_LENGTH}
            description={t('panel.taglineHint', { max: TAGLINE_MAX_LENGTH })}
            onChange={(event) => form.set('tagline', event.currentTarget.value)}
            onBlur={() => form.touch('tagline')}
            error={text(form.error('tagline'))}
          />
          <TextInput
            label={t('panel.tagLineGe')}
            lang="ka"
            value={form.values.taglineGe}
            maxLength={TAGLINE_MAX_LENGTH}
            description={t('panel.taglineGeHint')}
            onChange={(event) => form.set('taglineGe', event.currentTarget.value)}
            onBlur={() => form.touch('taglineGe')}
            error={text(form.error('taglineGe'))}
          />
          <Select
            label={t('panel.teamSize')}
            placeholder={t('fields.choose')}
            data={profile.teamSizeOptions}
            value={form.values.teamSize}
            onChange={(value) => form.set('teamSize', value)}
            error={text(form.error('teamSize'))}
            clearable
            comboboxProps={comboboxProps}
          />
          {form.formErrors.map((message, index) => (
            <Text key={index} c="red" size="sm" role="alert">
              {text(message)}
            </Text>
          ))}
          <Group>
            <Button type="submit" loading={profile.savingTagline}>
              {t('panel.saveTagline')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PanelSection>
  );
});

/** The company's profile on /companyPanel/generalInformation: progress, tagline and team size, and
 *  the about, overview (key facts) and contact-info cards with their edit dialogs. */
export const CompanyProfileSections = observer(function CompanyProfileSections() {
  const profile = useCompanyProfile();
  useEffect(() => {
    profile.loadGeneralInformation();
  }, [profile]);
  return (
    <>
      <ProgressSection profile={profile} />
      <TaglineSection profile={profile} />
      <AboutSection profile={profile} />
      <OverviewSection profile={profile} />
      <ContactSection profile={profile} />
    </>
  );
});
