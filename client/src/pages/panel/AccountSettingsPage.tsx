import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { Button, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useTextField } from '../../components/forms/field-props';
import { FormErrors } from '../../components/forms/FormErrors';
import { FormState } from '../../lib/forms/form-state';
import { currentPasswordRule } from '../../lib/validation/account-rules';
import { useStores } from '../../stores/StoresContext';
import { PanelSection } from './PanelSection';
import { SignInSecuritySection } from './SignInSecuritySection';

/** /userPanel/settings/account and /companyPanel/settings: sign-in and security, and deleting the
 *  account, confirmed in a dialog that asks for the password when the account has one. */
export const AccountSettingsPage = observer(function AccountSettingsPage() {
  const { t } = useTranslation();
  const { auth, account } = useStores();
  const [opened, setOpened] = useState(false);
  const [form] = useState(() => new FormState({ password: '' }, { password: currentPasswordRule }));
  const field = useTextField(form);

  const close = () => {
    setOpened(false);
    form.reset();
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (auth.hasPassword && !form.validate()) return;
    try {
      await account.deleteAccount(auth.hasPassword ? form.values.password : undefined);
    } catch (error) {
      form.applyServerErrors(error);
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('panel.accountSettings')}</Title>
      <SignInSecuritySection />
      <PanelSection title={t('panel.deleteAccount')}>
        <Text>{t(auth.isCompany ? 'panel.deleteCompanyWarning' : 'panel.deleteTalentWarning')}</Text>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setOpened(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('panel.deleteAccount')}
        </Button>
      </PanelSection>
      <Modal
        opened={opened}
        onClose={close}
        title={t('panel.deleteConfirmTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        centered
      >
        <form onSubmit={(event) => void confirm(event)} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('panel.deleteConfirmText')}</Text>
            <FormErrors messages={form.formErrors} />
            {auth.hasPassword && (
              <PasswordInput
                {...field('password')}
                label={t('fields.password')}
                autoComplete="current-password"
                required
                data-autofocus
                visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
              />
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="red" loading={account.loading.deleteAccount}>
                {t('panel.deleteForever')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
});
