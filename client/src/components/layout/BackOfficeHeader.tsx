import { Anchor, Button, Container, Group, Text } from '@mantine/core';
import { IconArrowUpRight, IconLogout, IconUserShield } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/use-translation';
import { useStores } from '../../stores/StoresContext';
import classes from './BackOfficeHeader.module.css';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useLogout } from './use-logout';
import { BACK_OFFICE_PATH } from './ViewAsBanner';

/** The back office's compact header: the product's name (the back office's home), the staff
 *  member signed in, the way back to the public site, sign-out and the language. */
export const BackOfficeHeader = observer(function BackOfficeHeader() {
  const { t } = useTranslation();
  const { auth } = useStores();
  const logout = useLogout();
  const staff = auth.isLoggedIn && auth.isAdmin;
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Anchor
          component={Link}
          to={BACK_OFFICE_PATH}
          underline="never"
          className={classes.brand}
          aria-label={t('admin.shell.home')}
        >
          <img src="/static/logo.svg" alt="" width={111} height={24} className={classes.logo} />
          <Text component="span" size="sm" fw={700} c="dimmed" className={classes.product}>
            {t('admin.title')}
          </Text>
        </Anchor>
        <Group gap="xs" wrap="nowrap" ms="auto" className={classes.actions}>
          {staff && (
            <Text size="sm" className={classes.staff} title={auth.email}>
              <IconUserShield size={16} aria-hidden />
              <span className={classes.staffName}>
                {t('admin.shell.signedInAs', { name: auth.fullName || auth.email })}
              </span>
            </Text>
          )}
          <Button
            component={Link}
            to="/"
            variant="subtle"
            size="compact-sm"
            rightSection={<IconArrowUpRight size={14} aria-hidden />}
          >
            {t('admin.shell.toSite')}
          </Button>
          <LanguageSwitcher />
          {auth.isLoggedIn && (
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconLogout size={14} aria-hidden />}
              loading={auth.loading.signOut}
              onClick={() => void logout(BACK_OFFICE_PATH)}
            >
              {t('account.logout')}
            </Button>
          )}
        </Group>
      </Container>
    </header>
  );
});
