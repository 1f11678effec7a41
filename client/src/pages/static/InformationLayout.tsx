import '@mantine/core/styles/NavLink.css';
import { Container, NavLink } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { NavLink as RouterNavLink, Outlet } from 'react-router-dom';
import classes from './InformationLayout.module.css';

const PAGES = [
  { to: 'privacyPolicy', labelKey: 'breadcrumbs.privacyPolicy' },
  { to: 'terms-of-use', labelKey: 'breadcrumbs.termsOfUse' },
  { to: 'support', labelKey: 'breadcrumbs.support' },
];

/** /information: a side navigation between privacy policy, terms of use and support. */
export function InformationLayout() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl" className={classes.layout}>
      <nav aria-label={t('static.informationNavigation')} className={classes.nav}>
        {PAGES.map((page) => (
          <NavLink
            key={page.to}
            component={RouterNavLink}
            to={page.to}
            label={t(page.labelKey)}
            className={classes.link}
          />
        ))}
      </nav>
      <div className={classes.content}>
        <Outlet />
      </div>
    </Container>
  );
}
