import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Anchor, SegmentedControl, Stepper, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { createSignUpStore, type ProfileType, type SignUpStep } from '../../../stores/SignUpStore';
import { useStores } from '../../../stores/StoresContext';
import { AuthCard } from '../AuthCard';
import { DetailsStep } from './DetailsStep';
import { DoneStep } from './DoneStep';
import { ExperienceStep } from './ExperienceStep';
import { ImageStep } from './ImageStep';

const STEP_LABELS: Record<ProfileType, Partial<Record<SignUpStep, string>>> = {
  personal: { 1: 'signUp.steps.personalDetails', 2: 'signUp.steps.experience', 3: 'signUp.steps.photo' },
  business: { 1: 'signUp.steps.companyDetails', 3: 'signUp.steps.logo' },
};

/** /signUp: the wizard of spec point 4. `?business` makes it a company sign-up without the
 *  profile-type switch. Done means signed in and on /welcome, in place of this page in history. */
export const SignUpPage = observer(function SignUpPage() {
  const { t } = useTranslation();
  const store = useStores();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [wizard] = useState(() => createSignUpStore(store, searchParams.has('business')));

  useEffect(() => {
    wizard.loadDictionaries();
    void store.botCheck.kind.ensureLoaded();
  }, [wizard, store]);

  // Each step starts at the top of the page.
  useEffect(() => {
    void window.scrollTo(0, 0);
  }, [wizard.step]);

  const submit = async () => {
    if (await wizard.submit()) void navigate('/welcome', { replace: true });
  };

  return (
    <AuthCard
      size="sm"
      title={t(wizard.isPersonal ? 'signUp.titlePersonal' : 'signUp.titleBusiness')}
      subtitle={wizard.step === 1 ? t('signUp.subtitle') : undefined}
    >
      {wizard.showsProfileTypeSwitch && (
        <SegmentedControl
          fullWidth
          value={wizard.profileType}
          onChange={(value) => wizard.setProfileType(value as ProfileType)}
          aria-label={t('signUp.profileType')}
          data={[
            { value: 'personal', label: t('signUp.personal') },
            { value: 'business', label: t('signUp.business') },
          ]}
        />
      )}
      {wizard.step !== 4 && (
        <Stepper active={wizard.stepIndex} size="sm" allowNextStepsSelect={false}>
          {wizard.steps.map((step) => (
            <Stepper.Step key={step} label={t(STEP_LABELS[wizard.profileType][step] ?? '')} />
          ))}
        </Stepper>
      )}
      {wizard.step === 1 && <DetailsStep wizard={wizard} />}
      {wizard.step === 2 && <ExperienceStep wizard={wizard} />}
      {wizard.step === 3 && <ImageStep wizard={wizard} onSubmit={submit} />}
      {wizard.step === 4 && <DoneStep />}
      {wizard.step === 1 && (
        <Text size="sm" ta="center">
          {t('signUp.haveAccount')}{' '}
          <Anchor component={Link} to="/signIn">
            {t('signUp.signInLink')}
          </Anchor>
        </Text>
      )}
    </AuthCard>
  );
});
