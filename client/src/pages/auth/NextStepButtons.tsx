import { Button, Stack } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { useStores } from '../../stores/StoresContext';

/** Where to go after welcome or verification: one's profile (or sign in), then a second way on. */
export const NextStepButtons = observer(function NextStepButtons({ other }: { other: { to: string; label: string } }) {
  const { t } = useTranslation();
  const { auth } = useStores();
  return (
    <Stack gap="sm">
      {auth.isLoggedIn ? (
        <Button component={Link} to={auth.profilePath}>
          {t(auth.isCompany ? 'welcome.toCompany' : 'welcome.toProfile')}
        </Button>
      ) : (
        <Button component={Link} to="/signIn">
          {t('header.signIn')}
        </Button>
      )}
      <Button component={Link} to={other.to} variant="default">
        {other.label}
      </Button>
    </Stack>
  );
});
