import '../../styles/combobox';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import {
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useTextField } from '../../components/forms/field-props';
import { FormErrors } from '../../components/forms/FormErrors';
import { useMessageText } from '../../components/forms/message';
import { TALENT_PROFILE_LIMITS } from '../../lib/validation/talent-profile-rules';
import type { TalentAboutStore } from '../../stores/user-panel/TalentAboutStore';
import { PanelSection } from './PanelSection';

const comboboxProps = { withinPortal: true };

/** The talent's profile for employers (headline, summary, links, phone, work formats, cities, open
 *  to offers) and the private desired salary, saved together. */
export const TalentAboutSection = observer(function TalentAboutSection({ about }: { about: TalentAboutStore }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { form } = about;
  const field = useTextField(form);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void about.save();
  };
  const limit = (max: number) => t('talentProfile.about.atMost', { max });
  return (
    <PanelSection title={t('talentProfile.about.title')}>
      <Text c="dimmed" size="sm">
        {t('talentProfile.about.intro')}
      </Text>
      <form onSubmit={submit} noValidate aria-label={t('talentProfile.about.title')}>
        <Stack gap="md">
          <Switch
            label={t('talentProfile.about.openToOffers')}
            description={t('talentProfile.about.openToOffersHint')}
            checked={form.values.openToOffers}
            onChange={(event) => form.set('openToOffers', event.currentTarget.checked)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              {...field('headline')}
              label={t('talentProfile.about.headline')}
              description={limit(TALENT_PROFILE_LIMITS.headline)}
              placeholder={t('talentProfile.about.headlinePlaceholder')}
            />
            <TextInput
              {...field('headlineGe')}
              label={t('talentProfile.about.headlineGe')}
              description={limit(TALENT_PROFILE_LIMITS.headline)}
              lang="ka"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Textarea
              {...field('summary')}
              label={t('talentProfile.about.summary')}
              description={limit(TALENT_PROFILE_LIMITS.summary)}
              rows={4}
            />
            <Textarea
              {...field('summaryGe')}
              label={t('talentProfile.about.summaryGe')}
              description={limit(TALENT_PROFILE_LIMITS.summary)}
              rows={4}
              lang="ka"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              {...field('linkedinUrl')}
              label={t('talentProfile.about.linkedinUrl')}
              placeholder="linkedin.com/in/…"
              type="url"
              autoComplete="url"
            />
            <TextInput
              {...field('githubUrl')}
              label={t('talentProfile.about.githubUrl')}
              placeholder="github.com/…"
              type="url"
            />
            <TextInput
              {...field('portfolioUrl')}
              label={t('talentProfile.about.portfolioUrl')}
              placeholder="example.ge"
              type="url"
            />
          </SimpleGrid>
          <TextInput
            {...field('phone')}
            label={t('talentProfile.about.phone')}
            description={t('talentProfile.about.phoneHint')}
            type="tel"
            autoComplete="tel"
            placeholder="+995 555 12 34 56"
            maw={360}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MultiSelect<number>
              label={t('talentProfile.about.workLocations')}
              description={limit(TALENT_PROFILE_LIMITS.workLocations)}
              data={about.workLocationOptions}
              value={form.values.workLocationIds}
              onChange={(ids) => form.set('workLocationIds', ids)}
              error={text(form.error('workLocationIds'))}
              maxValues={TALENT_PROFILE_LIMITS.workLocations}
              nothingFoundMessage={t('fields.nothingFound')}
              searchable
              hidePickedOptions
              comboboxProps={comboboxProps}
            />
            <MultiSelect<number>
              label={t('talentProfile.about.cities')}
              description={limit(TALENT_PROFILE_LIMITS.cities)}
              data={about.cityOptions}
              value={form.values.cityIds}
              onChange={(ids) => form.set('cityIds', ids)}
              error={text(form.error('cityIds'))}
              maxValues={TALENT_PROFILE_LIMITS.cities}
              nothingFoundMessage={t('fields.nothingFound')}
              searchable
              hidePickedOptions
              comboboxProps={comboboxProps}
            />
          </SimpleGrid>
          <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
            <Group gap="xs" component="legend" p={0}>
              <IconLock size={16} aria-hidden />
              <Title order={3} size="h5">
                {t('talentProfile.about.desiredSalary')}
              </Title>
            </Group>
            <Text c="dimmed" size="sm">
              {t('talentProfile.about.desiredSalaryPrivate')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
              <TextInput
                {...field('desiredSalaryMin')}
                label={t('talentProfile.about.salaryFrom')}
                inputMode="numeric"
              />
              <TextInput {...field('desiredSalaryMax')} label={t('talentProfile.about.salaryTo')} inputMode="numeric" />
              <Select<number>
                label={t('talentProfile.about.currency')}
                placeholder={t('fields.choose')}
                data={about.currencyOptions}
                value={form.values.desiredSalaryCurrency}
                onChange={(value) => form.set('desiredSalaryCurrency', value)}
                error={text(form.error('desiredSalaryCurrency'))}
                clearable
                comboboxProps={comboboxProps}
              />
            </SimpleGrid>
            <Switch
              label={t('talentProfile.about.shareSalary')}
              description={t('talentProfile.about.shareSalaryHint')}
              checked={form.values.shareSalaryForInsights}
              onChange={(event) => form.set('shareSalaryForInsights', event.currentTarget.checked)}
            />
          </Stack>
          <FormErrors messages={form.formErrors} />
          <Group>
            <Button type="submit" loading={about.saving}>
              {t('talentProfile.about.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PanelSection>
  );
});
