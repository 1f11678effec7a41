import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Avatar.css';
import { Avatar, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconLogout, IconSearch, IconUser } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { Link, NavLink } from 'react-router-dom';
import { useStores } from '../../stores/StoresContext';
import { accountLinks } from './account-links';
import classes from './MobileMenu.module.css';
import { MOBILE_MENU_LINKS, SIGN_IN_PATH, SIGN_UP_PATH } from './nav-links';
import { useLogout } from './use-logout';

/** The narrow-screen menu: the search, the header's sections plus About us and Compare, then sign
 *  in and sign up, or the account's links and logout when signed in. A Mantine Drawer: focus is
 *  trapped inside, Escape and the close button close it. */
export const MobileMenu = observer(function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { auth } = useStores();
  const logout = useLogout();
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(20rem, 100%)"
      title={t('header.menuTitle')}
      closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
    >
      <nav aria-label={t('header.mobileNavigation')}>
        <Stack gap={4}>
          <NavLink to="/search" className={`${classes.link} ${classes.search}`} onClick={onClose}>
            <IconSearch size={18} aria-hidden />
            {t('header.search')}
          </NavLink>
          {MOBILE_MENU_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={classes.link} onClick={onClose}>
              {t(link.labelKey)}
            </NavLink>
          ))}
        </Stack>
      </nav>
      <Divider my="md" />
      {auth.isLoggedIn ? (
        <Stack gap={4}>
          <Group gap="sm" wrap="nowrap" px="xs" pb="xs">
            <Avatar src={auth.smallProfileImageUrl} alt="" radius="xl" color="indigo">
              <IconUser size={18} aria-hidden />
            </Avatar>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {auth.fullName || auth.email}
            </Text>
          </Group>
          <nav aria-label={t('account.navigation')}>
            <Stack gap={4}>
              {accountLinks(auth.userType, auth.isAdmin).map((link) => (
                <NavLink key={link.to} to={link.to} className={classes.link} onClick={onClose}>
                  {t(link.labelKey)}
                </NavLink>
              ))}
            </Stack>
          </nav>
          <Button
            variant="default"
            mt="sm"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => {
              onClose();
              void logout();
            }}
          >
            {t('account.logout')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Button component={Link} to={SIGN_IN_PATH} variant="default" onClick={onClose}>
            {t('header.signIn')}
          </Button>
          <Button component={Link} to={SIGN_UP_PATH} onClick={onClose}>
            {t('header.signUp')}
          </Button>
        </Stack>
      )}
    </Drawer>
  );
});
