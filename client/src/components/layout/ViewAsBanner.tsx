import { Button, Container, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { useStores } from '../../stores/StoresContext';
import classes from './ViewAsBanner.module.css';
import { useLogout } from './use-logout';

export const BACK_OFFICE_PATH = '/admin';

/** On every page of a view-as session (spec point 6): whose site this is, and the way out,
 *  which signs out and goes back to the back office. */
export const ViewAsBanner = observer(function ViewAsBanner() {
  const { t } = useTranslation();
  const { auth } = useStores();
  const logout = useLogout();
  if (!auth.viewAs) return null;
  return (
    <div role="region" aria-label={t('viewAs.label')} className={classes.banner}>
      <Container size="lg" className={classes.inner}>
        <Text size="sm" fw={600} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <IconEye size={18} aria-hidden />
          {t('viewAs.text', { name: auth.fullName || auth.email })}
        </Text>
        <Button
          size="compact-sm"
          color="dark"
          variant="outline"
          loading={auth.loading.signOut}
          onClick={() => void logout(BACK_OFFICE_PATH)}
        >
          {t('viewAs.exit')}
        </Button>
      </Container>
    </div>
  );
});
