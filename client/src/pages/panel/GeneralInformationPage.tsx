import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/forms/server-text';
import { ImagePicker } from '../../components/auth/ImagePicker';
import { imageFileRule } from '../../lib/validation/account-rules';
import { useStores } from '../../stores/StoresContext';
import { MyClaimsSection } from '../company-panel/MyClaimsSection';
import { CompanyProfileSections } from './CompanyProfileSections';
import panelClasses from './PanelLayout.module.css';
import { PanelSection } from './PanelSection';
import { TalentProfileSections } from './TalentProfileSections';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** /userPanel/generalInformation and /companyPanel/generalInformation: who the account is, its
 *  e-mail and whether it is verified (with a new verification mail on request), its image, and a
 *  company's cover image; a talent edits its personal details, technologies and CV, a company its
 *  profile (progress, tagline and team size, about, overview, contact info). */
export const GeneralInformationPage = observer(function GeneralInformationPage() {
  const { t } = useTranslation();
  const store = useStores();
  const { auth, account } = store;

  const upload = async (file: File | null, kind: 'profile' | 'cover') => {
    if (!file) return;
    const problem = imageFileRule(file);
    if (problem) {
      store.toast('warning', { key: problem });
      return;
    }
    try {
      if (kind === 'profile') await account.updateProfileImage(file);
      else await account.updateCoverImage(file);
      store.toast('success', { key: 'messages.updatedSuccessfully' });
    } catch (error) {
      store.toast('error', failureText(error));
    }
  };

  const resend = async () => {
    try {
      await account.resendVerification();
      store.toast('success', { key: 'messages.emailSent' });
    } catch (error) {
      store.toast('error', failureText(error));
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t(auth.isCompany ? 'panel.companyGeneralInformation' : 'panel.generalInformation')}</Title>
      {auth.isTalent ? (
        <TalentProfileSections />
      ) : (
        <PanelSection title={t('panel.companyDetails')}>
          <Stack component="dl" gap="md" m={0}>
            <Fact label={t('fields.companyName')}>{auth.fullName}</Fact>
            <Fact label={t('fields.email')}>{auth.email}</Fact>
            {auth.tagLine && <Fact label={t('panel.tagLine')}>{auth.tagLine}</Fact>}
            {auth.tagLineGe && <Fact label={t('panel.tagLineGe')}>{auth.tagLineGe}</Fact>}
            {auth.teamSize !== null && <Fact label={t('panel.teamSize')}>{auth.teamSize}</Fact>}
          </Stack>
        </PanelSection>
      )}
      <PanelSection title={t('panel.emailVerification')}>
        {auth.isEmailVerified ? (
          <Group gap="xs">
            <IconCircleCheck size={20} color="var(--mantine-color-teal-7)" aria-hidden />
            <Text>{t('panel.emailVerified')}</Text>
          </Group>
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text>{t('panel.emailNotVerified', { email: auth.email })}</Text>
            <Button
              variant="light"
              classNames={{ root: panelClasses.wrappingButton, label: panelClasses.wrappingButtonLabel }}
              leftSection={<IconMail size={16} aria-hidden />}
              loading={account.loading.resendVerification}
              onClick={() => void resend()}
            >
              {t('panel.resendVerification')}
            </Button>
          </Stack>
        )}
      </PanelSection>
      <PanelSection title={t(auth.isCompany ? 'panel.images' : 'panel.profilePhoto')}>
        <ImagePicker
          title={t(auth.isCompany ? 'panel.logo' : 'panel.profilePhoto')}
          buttonLabel={t(auth.isCompany ? 'panel.changeLogo' : 'panel.changePhoto')}
          imageUrl={auth.profileImageUrl}
          onPick={(file) => void upload(file, 'profile')}
          busy={account.loading.profileImage}
          hideTitle={!auth.isCompany}
        />
        {auth.isCompany && (
          <ImagePicker
            variant="cover"
            title={t('panel.coverImage')}
            buttonLabel={t('panel.changeCover')}
            imageUrl={auth.coverImageUrl}
            onPick={(file) => void upload(file, 'cover')}
            busy={account.loading.coverImage}
          />
        )}
      </PanelSection>
      {auth.isCompany && <CompanyProfileSections />}
      {auth.isCompany && <MyClaimsSection />}
    </Stack>
  );
});
