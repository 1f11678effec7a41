import '@mantine/core/styles/Input.css';
import { Button, Stack, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { NewPasswordFields } from '../../../components/forms/NewPasswordFields';
import { useTextField } from '../../../components/forms/field-props';
import { FormErrors } from '../../../components/forms/FormErrors';
import type { SignUpStore } from '../../../stores/SignUpStore';

/** Step 1: name (a person's or the company's), e-mail and password twice. */
export const DetailsStep = observer(function DetailsStep({ wizard }: { wizard: SignUpStore }) {
  const { t } = useTranslation();
  const form = wizard.details;
  const field = useTextField(form);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void wizard.next();
  };
  return (
    <form method="post" onSubmit={submit} noValidate aria-label={t('signUp.steps.' + (wizard.isPersonal ? 'personalDetails' : 'companyDetails'))}>
      <Stack gap="md">
        <FormErrors messages={form.formErrors} />
        <TextInput
          {...field('name')}
          label={t(wizard.isPersonal ? 'fields.fullName' : 'fields.companyName')}
          description={t(wizard.isPersonal ? 'fields.fullNameHint' : 'fields.companyNameHint')}
          autoComplete={wizard.isPersonal ? 'name' : 'organization'}
          required
        />
        <TextInput {...field('email')} type="email" label={t('fields.email')} autoComplete="email" required />
        <NewPasswordFields password={field('password')} confirmation={field('confirmPassword')} passwordLabel={t('fields.password')} />
        <Button type="submit" loading={wizard.isCheckingEmail} fullWidth>
          {t('signUp.next')}
        </Button>
      </Stack>
    </form>
  );
});
