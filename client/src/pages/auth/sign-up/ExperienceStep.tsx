import '@mantine/core/styles/Input.css';
import '../../../styles/combobox';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/ScrollArea.css';
import { Button, Group, Loader, MultiSelect, Select, Stack } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadError } from '../../../components/feedback/LoadError';
import { useMessageText } from '../../../components/forms/message';
import type { SignUpStore } from '../../../stores/SignUpStore';

/** Step 2 (personal only): field, experience level, technologies (at least one) and job functions. */
export const ExperienceStep = observer(function ExperienceStep({ wizard }: { wizard: SignUpStore }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const form = wizard.experience;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void wizard.next();
  };
  if (wizard.dictionaries.failed) return <LoadError onRetry={() => void wizard.dictionaries.load()} />;
  if (!wizard.dictionaries.isLoaded) return <Loader mx="auto" aria-label={t('common.loading')} />;

  const comboboxProps = { withinPortal: true };
  return (
    <form method="post" onSubmit={submit} noValidate aria-label={t('signUp.steps.experience')}>
      <Stack gap="md">
        <Select<number>
          label={t('fields.field')}
          placeholder={t('fields.choose')}
          data={wizard.fieldOptions}
          value={form.values.field}
          onChange={(value) => form.set('field', value)}
          error={text(form.error('field'))}
          clearable
          comboboxProps={comboboxProps}
        />
        <Select<number>
          label={t('fields.experience')}
          placeholder={t('fields.choose')}
          data={wizard.experienceOptions}
          value={form.values.experience}
          onChange={(value) => form.set('experience', value)}
          error={text(form.error('experience'))}
          clearable
          comboboxProps={comboboxProps}
        />
        <MultiSelect<number>
          label={t('fields.technologies')}
          description={t('fields.technologiesHint')}
          placeholder={form.values.technologies.length ? undefined : t('fields.search')}
          data={wizard.technologyGroups}
          value={form.values.technologies}
          onChange={(value) => form.set('technologies', value)}
          error={text(form.error('technologies'))}
          nothingFoundMessage={t('fields.nothingFound')}
          searchable
          required
          hidePickedOptions
          comboboxProps={comboboxProps}
        />
        <MultiSelect<number>
          label={t('fields.jobFunctions')}
          description={t('fields.optional')}
          placeholder={form.values.jobFunctions.length ? undefined : t('fields.search')}
          data={wizard.jobFunctionGroups}
          value={form.values.jobFunctions}
          onChange={(value) => form.set('jobFunctions', value)}
          error={text(form.error('jobFunctions'))}
          nothingFoundMessage={t('fields.nothingFound')}
          searchable
          hidePickedOptions
          comboboxProps={comboboxProps}
        />
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={() => wizard.back()}>
            {t('signUp.back')}
          </Button>
          <Button type="submit">{t('signUp.next')}</Button>
        </Group>
      </Stack>
    </form>
  );
});
