import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import { Anchor, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../i18n/use-translation';
import { NewPasswordFields } from '../../../components/forms/NewPasswordFields';
import { useTextField } from '../../../components/forms/field-props';
import { FormErrors } from '../../../components/forms/FormErrors';
import { useMessageText } from '../../../components/forms/message';
import type { SignUpStore } from '../../../stores/SignUpStore';

/** Step 1: name (a person's or the company's), e-mail, password twice and the consent to the terms
 *  of use and the privacy policy (issue 22). */
export const DetailsStep = observer(function DetailsStep({ wizard }: { wizard: SignUpStore }) {
  const { t } = useTranslation();
  const form = wizard.details;
  const field = useTextField(form);
  const messageText = useMessageText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void wizard.next();
  };
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label={t('signUp.steps.' + (wizard.isPersonal ? 'personalDetails' : 'companyDetails'))}
    >
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
        <NewPasswordFields
          password={field('password')}
          confirmation={field('confirmPassword')}
          passwordLabel={t('fields.password')}
        />
        <Checkbox
          checked={form.values.acceptTerms}
          onChange={(event) => form.set('acceptTerms', event.currentTarget.checked)}
          error={messageText(form.error('acceptTerms'))}
          label={
            <Trans
              i18nKey="signUp.consent"
              components={{
                terms: <Anchor component={Link} to="/terms-of-use" target="_blank" size="sm" />,
                privacy: <Anchor component={Link} to="/privacyPolicy" target="_blank" size="sm" />,
              }}
            />
          }
        />
        <Button type="submit" loading={wizard.isCheckingEmail} fullWidth>
          {t('signUp.next')}
        </Button>
      </Stack>
    </form>
  );
});
