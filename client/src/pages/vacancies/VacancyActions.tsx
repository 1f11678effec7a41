import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconCircleCheck,
  IconHeart,
  IconHeartFilled,
  IconInfoCircle,
  IconLogin,
  IconSend,
  IconShare,
} from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router-dom';
import type { SignInState } from '../../components/auth/guards';
import { SIGN_IN_PATH } from '../../components/layout/nav-links';
import { ReportButton } from '../../components/reports/ReportButton';
import { ReportItemType } from '../../api/reports';
import { USER_PANEL_HOME } from '../../stores/SessionStore';
import { CallToAction, type VacancyPageStore } from '../../stores/vacancies/VacancyPageStore';
import { useStores } from '../../stores/StoresContext';
import type { SubscribeToCompanyStore } from '../../stores/user-panel/subscriptions/SubscribeToCompanyStore';
import { SubscribeToCompanyButton } from '../user-panel/subscriptions/SubscribeToCompanyButton';
import { ApplyDialog } from './ApplyDialog';

/** What the vacancy asks of the reader (spec points 2, 6): apply, or subscribe to the company,
 *  depending on who is signed in. */
export const VacancyCallToAction = observer(function VacancyCallToAction({
  page,
  title,
  subscribe,
}: {
  page: VacancyPageStore;
  title: string;
  /** The page's subscribe logic, shared with the company's card. */
  subscribe?: SubscribeToCompanyStore;
}) {
  const { t } = useTranslation();
  const { auth } = useStores();
  const location = useLocation();
  const details = page.vacancy.value!;
  const signInState: SignInState = { from: `${location.pathname}${location.search}` };

  // An expired vacancy says so at the top of the page and takes no applicants.
  if (details.isPreview || details.isExpired || details.callToAction === CallToAction.None) return null;
  if (auth.isCompany) {
    return (
      <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />}>
        {t('vacancyPage.businessNotice')}
      </Alert>
    );
  }

  if (details.callToAction === CallToAction.Subscribe) {
    return (
      <Stack gap={4} align="flex-start">
        <SubscribeToCompanyButton companyId={details.company.id} label={t('vacancyPage.subscribe')} store={subscribe} />
        {auth.isTalent && (
          <Text size="xs" c="dimmed">
            {t('vacancyPage.subscribeHint', { company: details.company.name })}
          </Text>
        )}
      </Stack>
    );
  }

  if (!auth.isLoggedIn) {
    return (
      <Button
        component={Link}
        to={SIGN_IN_PATH}
        state={signInState}
        leftSection={<IconLogin size={16} aria-hidden />}
        w="fit-content"
      >
        {t('vacancyPage.signInToApply')}
      </Button>
    );
  }
  if (!auth.isTalent) return null;
  if (page.isApplied) {
    return (
      <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
        {t('vacancyPage.applied')}
      </Alert>
    );
  }
  if (!auth.isEmailVerified) {
    return (
      <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />}>
        <Text size="sm">{t('vacancyPage.verifyEmail')}</Text>
        <Anchor component={Link} to={USER_PANEL_HOME} size="sm">
          {t('vacancyPage.verifyEmailLink')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <>
      <Button
        leftSection={<IconSend size={16} aria-hidden />}
        w="fit-content"
        disabled={auth.viewAs}
        onClick={() =>
          page.apply.open({
            fullName: auth.fullName,
            email: auth.email,
            phone: auth.phone,
            cvFileName: auth.cvFileName,
          })
        }
      >
        {t('vacancyPage.applyNow')}
      </Button>
      <ApplyDialog page={page} title={title} />
    </>
  );
});

/** The favourite mark (talents) and the share button. */
export const VacancyToolbar = observer(function VacancyToolbar({ page }: { page: VacancyPageStore }) {
  const { t } = useTranslation();
  const store = useStores();
  const { auth } = store;
  const details = page.vacancy.value!;

  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      store.toast('success', { key: 'vacancyPage.linkCopied' });
    } catch {
      store.toast('error', { key: 'vacancyPage.copyFailed' });
    }
  };
  const toggleFavorite = async () => {
    const answer = await page.toggleFavorite();
    if (answer) store.toast(answer.kind, answer.message);
  };

  return (
    <Group gap="xs">
      {auth.isTalent && !page.vacancy.value!.isPreview && (
        <Button
          variant={page.isFavorite ? 'light' : 'default'}
          leftSection={
            page.isFavorite ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />
          }
          aria-pressed={page.isFavorite}
          loading={page.togglingFavorite}
          disabled={auth.viewAs}
          onClick={() => void toggleFavorite()}
        >
          {page.isFavorite ? t('vacancyPage.saved') : t('vacancyPage.save')}
        </Button>
      )}
      <Button variant="default" leftSection={<IconShare size={16} aria-hidden />} onClick={() => void share()}>
        {t('vacancyPage.share')}
      </Button>
      {!details.isPreview && (
        <ReportButton
          itemType={ReportItemType.Vacancy}
          itemId={details.id}
          name={details.title}
          ownerCompanyId={details.company.id}
        />
      )}
    </Group>
  );
});
