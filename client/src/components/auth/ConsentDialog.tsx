import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Anchor, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAccountTexts } from '../../i18n/use-account-texts';
import { useTranslation } from '../../i18n/use-translation';
import { useStores } from '../../stores/StoresContext';
import { useLogout } from '../layout/use-logout';

/** The first visit of an account made by Google or LinkedIn sign-in: it had no sign-up form to tick,
 *  so it accepts the terms of use and the privacy policy here before anything else (or signs out). */
export const ConsentDialog = observer(function ConsentDialog() {
  const { t } = useTranslation();
  const store = useStores();
  const logout = useLogout();
  const [accepted, setAccepted] = useState(false);
  const [showError, setShowError] = useState(false);
  const [saving, setSaving] = useState(false);
  // Its texts are among those of signed-in pages, which may not have come with this page yet.
  const textsReady = useAccountTexts();
  if (!store.auth.needsConsent || !textsReady) return null;

  const confirm = async () => {
    if (!accepted) {
      setShowError(true);
      return;
    }
    setSaving(true);
    try {
      await store.auth.acceptTerms();
    } catch {
      store.toast('error', { key: 'errors.somethingWentWrong' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t('consent.title')}
    >
      <Stack gap="md">
        <Text size="sm">{t('consent.text')}</Text>
        <Checkbox
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.currentTarget.checked);
            setShowError(false);
          }}
          error={showError ? t('consent.required') : undefined}
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
        <Group justify="space-between">
          <Button variant="subtle" color="gray" onClick={() => void logout()}>
            {t('consent.signOut')}
          </Button>
          <Button loading={saving} onClick={() => void confirm()}>
            {t('consent.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
});
