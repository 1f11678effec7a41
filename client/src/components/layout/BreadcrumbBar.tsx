import '@mantine/core/styles/Breadcrumbs.css';
import { ActionIcon, Anchor, Breadcrumbs, Container, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { buildCrumbs } from '../../lib/breadcrumbs';
import { useStores } from '../../stores/StoresContext';
import classes from './BreadcrumbBar.module.css';

/** A back button and the crumbs of the current path; the last crumb is the page itself. */
export const BreadcrumbBar = observer(function BreadcrumbBar() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { crumbTitles } = useStores();
  const crumbs = buildCrumbs(location.pathname, (path) => crumbTitles.title(path));
  const label = (crumb: (typeof crumbs)[number]) => (crumb.labelKey ? t(`breadcrumbs.${crumb.labelKey}`) : crumb.text);
  // The first page of a visit has no history inside the app: back goes one level up instead.
  const goBack = () => (location.key === 'default' ? navigate(crumbs[crumbs.length - 2]?.path ?? '/') : navigate(-1));

  return (
    <div className={classes.bar}>
      <Container size="lg" className={classes.inner}>
        <ActionIcon variant="default" radius="xl" size="lg" onClick={goBack} aria-label={t('common.back')}>
          <IconArrowLeft size={18} aria-hidden />
        </ActionIcon>
        <nav aria-label={t('breadcrumbs.label')} className={classes.nav}>
          <Breadcrumbs separator="›" classNames={{ root: classes.crumbs, separator: classes.separator }}>
            {crumbs.map((crumb, index) =>
              index === crumbs.length - 1 ? (
                <Text key={crumb.path} size="sm" fw={600} aria-current="page" className={classes.current}>
                  {label(crumb)}
                </Text>
              ) : (
                <Anchor key={crumb.path} component={Link} to={crumb.path} size="sm" className={classes.crumb}>
                  {label(crumb)}
                </Anchor>
              ),
            )}
          </Breadcrumbs>
        </nav>
      </Container>
    </div>
  );
});
