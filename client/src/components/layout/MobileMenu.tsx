import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Divider.css';
import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import classes from './MobileMenu.module.css';
import { MOBILE_MENU_LINKS, SIGN_IN_PATH, SIGN_UP_PATH } from './nav-links';

/** The narrow-screen menu: the header's sections plus About us and Compare, sign in and sign up.
 *  A Mantine Drawer: focus is trapped inside, Escape and the close button close it. */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
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
          {MOBILE_MENU_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={classes.link} onClick={onClose}>
              {t(link.labelKey)}
            </NavLink>
          ))}
        </Stack>
      </nav>
      <Divider my="md" />
      <Stack gap="sm">
        <Button component={Link} to={SIGN_IN_PATH} variant="default" onClick={onClose}>
          {t('header.signIn')}
        </Button>
        <Button component={Link} to={SIGN_UP_PATH} onClick={onClose}>
          {t('header.signUp')}
        </Button>
      </Stack>
    </Drawer>
  );
}
