import { ActionIcon, Box, Burger, Button, Container, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, NavLink } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazy-component';
import { useStores } from '../../stores/StoresContext';
import classes from './Header.module.css';
import { Logo } from './Logo';
import { HEADER_LINKS, SIGN_IN_PATH, SIGN_UP_PATH } from './nav-links';

/** The drawer's code and styles load the first time the menu opens. */
const MobileMenu = lazyComponent(() => import('./MobileMenu').then((module) => module.MobileMenu));
/** The profile dropdown's code loads only for signed-in visitors. */
const ProfileMenu = lazyComponent(() => import('./ProfileMenu').then((module) => module.ProfileMenu));

/** Logo, the main sections, the search, sign in and sign up (or the profile dropdown when signed
 *  in); below 768 px a burger opens the mobile menu. `standalone` (a page rendered alone, spec
 *  point 2): only the logo and the sign-in link, or the profile dropdown when signed in. */
export const Header = observer(function Header({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const { auth } = useStores();
  const [menuOpened, menu] = useDisclosure(false);
  // Once loaded the drawer stays mounted, so it can animate closed and open again at once.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const toggleMenu = () => {
    setMenuLoaded(true);
    menu.toggle();
  };

  if (standalone) {
    return (
      <header className={classes.header}>
        <Container size="lg" className={classes.inner}>
          <Logo />
          {auth.isLoggedIn ? (
            <Box ms="auto">
              <ProfileMenu />
            </Box>
          ) : (
            <Button component={Link} to={SIGN_IN_PATH} variant="subtle" ms="auto">
              {t('header.signIn')}
            </Button>
          )}
        </Container>
      </header>
    );
  }

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Logo />
        <nav aria-label={t('header.mainNavigation')} className={classes.nav}>
          {HEADER_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={classes.link}>
              {t(link.labelKey)}
            </NavLink>
          ))}
        </nav>
        <ActionIcon
          component={Link}
          to="/search"
          variant="subtle"
          color="gray"
          size="lg"
          radius="md"
          className={classes.search}
          aria-label={t('header.search')}
        >
          <IconSearch size={20} aria-hidden />
        </ActionIcon>
        {auth.isLoggedIn ? (
          <div className={classes.account}>
            <ProfileMenu />
          </div>
        ) : (
          <Group gap="sm" wrap="nowrap" className={classes.auth}>
            <Button component={Link} to={SIGN_IN_PATH} variant="subtle">
              {t('header.signIn')}
            </Button>
            <Button component={Link} to={SIGN_UP_PATH}>
              {t('header.signUp')}
            </Button>
          </Group>
        )}
        {/* Mantine's Burger draws its lines in a div, which a button may not hold (issue 20): its
            styles on a button of ours, the lines in a span. */}
        <UnstyledButton
          onClick={toggleMenu}
          className={`${classes.burger} ${Burger.classes.root}`}
          aria-label={t('header.openMenu')}
          aria-expanded={menuOpened}
          aria-controls="mobile-menu"
        >
          <span className={Burger.classes.burger} data-opened={menuOpened || undefined} />
        </UnstyledButton>
      </Container>
      {menuLoaded && <MobileMenu opened={menuOpened} onClose={menu.close} />}
    </header>
  );
});
