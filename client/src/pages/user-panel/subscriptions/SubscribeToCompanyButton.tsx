import { Button } from '@mantine/core';
import { IconBell, IconBellCheck, IconLogin } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useLocation } from 'react-router-dom';
import type { SignInState } from '../../../components/auth/guards';
import { SIGN_IN_PATH } from '../../../components/layout/nav-links';
import { useStores } from '../../../stores/StoresContext';
import { SubscribeToCompanyStore } from '../../../stores/user-panel/subscriptions/SubscribeToCompanyStore';

/** The subscribe logic of one page, made once. */
export function useSubscribeToCompany(): SubscribeToCompanyStore {
  const root = useStores();
  const [store] = useState(
    () => new SubscribeToCompanyStore({ api: root.api, toast: (kind, message) => root.toast(kind, message) }),
  );
  return store;
}

/** "Subscribe" to a company (the vacancy page and the company page), by who is reading: a talent
 *  subscribes (the answer's text as a toast), a visitor is asked to sign in first and comes back,
 *  a company is told the feature is for personal profiles. Staff see nothing. */
export const SubscribeToCompanyButton = observer(function SubscribeToCompanyButton({
  companyId,
  label,
  store: shared,
}: {
  companyId: number;
  label: string;
  /** The page's subscribe logic when it shows more than one such button (they then agree). */
  store?: SubscribeToCompanyStore;
}) {
  const { t } = useTranslation();
  const root = useStores();
  const { auth } = root;
  const location = useLocation();
  const own = useSubscribeToCompany();
  const store = shared ?? own;

  if (!auth.isLoggedIn) {
    const state: SignInState = { from: `${location.pathname}${location.search}` };
    return (
      <Button
        component={Link}
        to={SIGN_IN_PATH}
        state={state}
        variant="light"
        leftSection={<IconLogin size={16} aria-hidden />}
        w="fit-content"
      >
        {t('vacancyPage.signInToSubscribe')}
      </Button>
    );
  }
  if (auth.isCompany) {
    return (
      <Button
        variant="light"
        leftSection={<IconBell size={16} aria-hidden />}
        w="fit-content"
        onClick={() => root.toast('warning', { key: 'vacancyPage.businessNotice' })}
      >
        {label}
      </Button>
    );
  }
  if (!auth.isTalent) return null;
  const subscribed = store.isSubscribed(companyId);
  return (
    <Button
      variant={subscribed ? 'light' : 'filled'}
      leftSection={subscribed ? <IconBellCheck size={16} aria-hidden /> : <IconBell size={16} aria-hidden />}
      w="fit-content"
      loading={store.isPending(companyId)}
      disabled={auth.viewAs}
      onClick={() => void store.subscribe(companyId)}
    >
      {subscribed ? t('subscriptions.subscribed') : label}
    </Button>
  );
});
