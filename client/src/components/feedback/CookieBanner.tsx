import { Anchor, Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { useStores } from '../../stores/StoresContext';
import classes from './CookieBanner.module.css';

/** Spec point 4: Accept and Decline store the choice for good; the close toggler hides the
 *  banner for this session only. Not modal: the page stays usable behind it.
 *  A server-rendered page carries the banner for every visitor (the server cannot read the
 *  visitor's storage), hidden by the stylesheet before the first paint for one who has answered
 *  (shared/cookie-banner-state.ts); hydration draws it as the server did, then the choice decides. */
export const CookieBanner = observer(function CookieBanner() {
  const { t } = useTranslation();
  const store = useStores();
  const { cookieConsent } = store;
  const [hydrated, setHydrated] = useState(!store.hydrating);
  useEffect(() => setHydrated(true), []);
  if (hydrated && !cookieConsent.isBannerVisible) return null;

  return (
    <Paper
      role="region"
      aria-label={t('cookies.label')}
      shadow="md"
      withBorder
      className={classes.banner}
      data-cookie-banner
    >
      <CloseButton
        className={classes.close}
        onClick={() => cookieConsent.hideForSession()}
        aria-label={t('cookies.hide')}
      />
      <Text size="sm" className={classes.text}>
        {t('cookies.text')}{' '}
        <Anchor component={Link} to="/privacyPolicy" size="sm">
          {t('cookies.learnMore')}
        </Anchor>
      </Text>
      <Group gap="sm" justify="flex-end" className={classes.actions}>
        <Button variant="default" onClick={() => cookieConsent.choose('decline')}>
          {t('cookies.decline')}
        </Button>
        <Button onClick={() => cookieConsent.choose('accept')}>{t('cookies.accept')}</Button>
      </Group>
    </Paper>
  );
});
