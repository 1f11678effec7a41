import '@mantine/core/styles/Stepper.css';
import { Anchor, Button, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate } from 'react-router-dom';
import { SIGN_IN_PATH } from '../../components/layout/nav-links';
import { createSignUpStore, type SignUpStore } from '../../stores/SignUpStore';
import { useStores } from '../../stores/StoresContext';
import { DetailsStep } from '../auth/sign-up/DetailsStep';
import { DoneStep } from '../auth/sign-up/DoneStep';
import { ImageStep } from '../auth/sign-up/ImageStep';

const STEP_LABELS = { 1: 'signUp.steps.companyDetails', 3: 'signUp.steps.logo' } as const;

/** The sign-up wizard of /signUp?business, embedded: company details, then the logo; no
 *  profile-type switch. Done means signed in and on /welcome. */
const BusinessSignUp = observer(function BusinessSignUp({ wizard }: { wizard: SignUpStore }) {
  const { t } = useTranslation();
  const store = useStores();
  const navigate = useNavigate();

  useEffect(() => {
    void store.botCheck.kind.ensureLoaded();
  }, [store]);

  const submit = async () => {
    if (await wizard.submit()) void navigate('/welcome');
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} id="partners-sign-up" size="h3">
          {t('signUp.titleBusiness')}
        </Title>
        {wizard.step === 1 && (
          <Text c="dimmed" size="sm">
            {t('partners.form.subtitle')}
          </Text>
        )}
      </Stack>
      {wizard.step !== 4 && (
        <Stepper active={wizard.stepIndex} size="xs" allowNextStepsSelect={false}>
          {wizard.steps.map((step) => (
            <Stepper.Step key={step} label={t(STEP_LABELS[step as 1 | 3])} />
          ))}
        </Stepper>
      )}
      {wizard.step === 1 && <DetailsStep wizard={wizard} />}
      {wizard.step === 3 && <ImageStep wizard={wizard} onSubmit={submit} />}
      {wizard.step === 4 && <DoneStep />}
      {wizard.step === 1 && (
        <Text size="sm" ta="center">
          {t('signUp.haveAccount')}{' '}
          <Anchor component={Link} to={SIGN_IN_PATH}>
            {t('signUp.signInLink')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
});

/** A signed-in visitor gets the way to their panel instead of the form. */
const SignedInPanel = observer(function SignedInPanel() {
  const { t } = useTranslation();
  const { auth } = useStores();
  return (
    <Stack gap="md">
      <Title order={2} id="partners-sign-up" size="h3">
        {t('partners.signedIn.title')}
      </Title>
      <Text c="dimmed">{t(auth.isCompany ? 'partners.signedIn.companyText' : 'partners.signedIn.talentText')}</Text>
      <Button
        component={Link}
        to={auth.profilePath}
        size="md"
        leftSection={<IconLayoutDashboard size={18} aria-hidden />}
      >
        {t(auth.isCompany ? 'partners.signedIn.toCompanyPanel' : 'partners.signedIn.toProfile')}
      </Button>
    </Stack>
  );
});

/** The hero's form: the business sign-up, or the panel link once signed in (a sign-up that just
 *  finished keeps its done step until /welcome opens). */
export const PartnerSignUp = observer(function PartnerSignUp() {
  const store = useStores();
  const [wizard] = useState(() => createSignUpStore(store, true));
  return store.auth.isLoggedIn && wizard.step !== 4 ? <SignedInPanel /> : <BusinessSignUp wizard={wizard} />;
});
