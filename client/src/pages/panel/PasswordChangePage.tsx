import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { Button, PasswordInput, Stack, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { NewPasswordFields } from '../../components/forms/NewPasswordFields';
import { useTextField } from '../../components/forms/field-props';
import { FormErrors } from '../../components/forms/FormErrors';
import { FormState } from '../../lib/forms/form-state';
import { confirmPasswordRule, currentPasswordRule, passwordRule } from '../../lib/validation/account-rules';
import { useStores } from '../../stores/StoresContext';
import { PanelSection } from './PanelSection';

interface PasswordChangeValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** settings/passwordChange of both panels: the current password, the new one twice. The server
 *  ends the other sessions and answers a new token for this one. */
export const PasswordChangePage = observer(function PasswordChangePage() {
  const { t } = useTranslation();
  const store = useStores();
  const [form] = useState(
    () =>
      new FormState<PasswordChangeValues>(
        { oldPassword: '', newPassword: '', confirmPassword: '' },
        {
          oldPassword: currentPasswordRule,
          newPassword: passwordRule,
          confirmPassword: (value, values) => confirmPasswordRule(value, values.newPassword),
        },
        { newPassword: ['confirmPassword'] },
      ),
  );
  const field = useTextField(form);
  const toggle = { 'aria-label': t('fields.togglePassword') };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      await store.account.changePassword(form.values);
      form.reset();
      store.toast('success', { key: 'messages.updatedSuccessfully' });
    } catch (error) {
      form.applyServerErrors(error);
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('panel.passwordChange')}</Title>
      <PanelSection title={t('panel.passwordChangeSection')}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('panel.passwordChange')}>
          <Stack gap="md" maw={420}>
            <FormErrors messages={form.formErrors} />
            <PasswordInput
              {...field('oldPassword')}
              label={t('fields.oldPassword')}
              autoComplete="current-password"
              required
              visibilityToggleButtonProps={toggle}
            />
            <NewPasswordFields
              password={field('newPassword')}
              confirmation={field('confirmPassword')}
              passwordLabel={t('fields.newPassword')}
            />
            <Button type="submit" loading={store.account.loading.passwordChange} style={{ alignSelf: 'flex-start' }}>
              {t('panel.savePassword')}
            </Button>
          </Stack>
        </form>
      </PanelSection>
    </Stack>
  );
});
