import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router-dom';
import { CLAIM_MESSAGE_MAX } from '../../api/claims';
import type { SignInState } from '../../components/auth/guards';
import { FormErrors } from '../../components/forms/FormErrors';
import { useMessageText } from '../../components/forms/message';
import { SIGN_IN_PATH } from '../../components/layout/nav-links';
import { CompanyClaimStore } from '../../stores/companies/CompanyClaimStore';
import { useStores } from '../../stores/StoresContext';
import { useClaimsTexts } from './use-claims-texts';

/** On an unclaimed company page (spec point 4): says so, and lets a company account ask to claim
 *  it; a visitor is offered to sign in first. */
export const ClaimCompanyNotice = observer(function ClaimCompanyNotice({ companyId }: { companyId: number }) {
  useClaimsTexts();
  const { t } = useTranslation();
  const store = useStores();
  const { auth } = store;
  const location = useLocation();
  const text = useMessageText();
  const [claim] = useState(() => new CompanyClaimStore(store.api, companyId));
  const form = claim.form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await claim.submit()) store.toast('success', { key: 'claims.sent' });
  };

  const signInState: SignInState = { from: location.pathname };
  return (
    <Alert variant="light" color="gray" icon={<IconFlag size={18} aria-hidden />} title={t('claims.unclaimedTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('claims.unclaimedText')}</Text>
        {claim.sent ? (
          <Text size="sm" fw={600} role="status">
            {t('claims.pending')}
          </Text>
        ) : auth.isCompany ? (
          <Button size="xs" variant="light" onClick={() => claim.open()} disabled={auth.viewAs}>
            {t('claims.claim')}
          </Button>
        ) : (
          !auth.isLoggedIn && (
            <Button size="xs" variant="light" component={Link} to={SIGN_IN_PATH} state={signInState}>
              {t('claims.signInToClaim')}
            </Button>
          )
        )}
      </Stack>
      <Modal opened={claim.opened} onClose={() => claim.close()} title={t('claims.dialogTitle')} centered>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('claims.dialogTitle')}>
          <Stack gap="md">
            <Text size="sm">{t('claims.dialogText')}</Text>
            <Textarea
              label={t('claims.message')}
              description={t('claims.messageHint', { max: CLAIM_MESSAGE_MAX })}
              rows={4}
              maxLength={CLAIM_MESSAGE_MAX}
              value={form.values.message}
              onChange={(event) => form.set('message', event.currentTarget.value)}
              error={text(form.error('message'))}
            />
            <FormErrors messages={form.formErrors} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => claim.close()}>
                {t('claims.cancel')}
              </Button>
              <Button type="submit" loading={claim.sending}>
                {t('claims.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Alert>
  );
});
