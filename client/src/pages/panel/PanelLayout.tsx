import '@mantine/core/styles/NavLink.css';
import { Container, NavLink, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { NavLink as RouterNavLink, Outlet } from 'react-router-dom';
import type { AccountKind } from '../../api/account';
import { RequireAccount } from '../../components/auth/guards';
import { PageLoader } from '../../components/feedback/PageLoader';
import type { NavItem } from '../../components/layout/nav-links';
import { useAccountTexts } from '../../i18n/use-account-texts';
import classes from './PanelLayout.module.css';
import { ReadOnlyNotice } from '../../components/view-as/ReadOnlyNotice';

/** A panel (talent or company): only for a signed-in account of its kind, a side navigation
 *  between its pages and the page chosen. */
export const PanelLayout = observer(function PanelLayout({
  kind,
  titleKey,
  links,
}: {
  kind: AccountKind;
  titleKey: string;
  links: NavItem[];
}) {
  const { t } = useTranslation();
  // The panels' own texts come with the panel (useAccountTexts).
  if (!useAccountTexts()) return <PageLoader waitingFor="texts" />;
  return (
    <RequireAccount kind={kind}>
      <Container size="lg" py="xl" className={classes.layout}>
        <nav aria-label={t(titleKey)} className={classes.nav}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.navTitle}>
            {t(titleKey)}
          </Text>
          {links.map((link) => (
            <NavLink
              key={link.to}
              component={RouterNavLink}
              to={link.to}
              end
              label={t(link.labelKey)}
              className={classes.link}
            />
          ))}
        </nav>
        <div>
          <ReadOnlyNotice />
          <Outlet />
        </div>
      </Container>
    </RequireAccount>
  );
});
