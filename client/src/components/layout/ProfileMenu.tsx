import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { useStores } from '../../stores/StoresContext';
import { accountLinks } from './account-links';
import classes from './ProfileMenu.module.css';
import { useLogout } from './use-logout';

/** The signed-in account's avatar (or a default icon) in the size asked. */
export const AccountAvatar = observer(function AccountAvatar({ size = 32 }: { size?: number }) {
  const { auth } = useStores();
  return (
    <Avatar src={auth.smallProfileImageUrl} alt="" size={size} radius="xl" color="indigo">
      <IconUser size={size * 0.55} aria-hidden />
    </Avatar>
  );
});

/** The header's profile dropdown (spec point 2): avatar, name, the role's links and logout. A
 *  Mantine Menu: arrow keys move between the items, Escape closes it and returns focus. */
export const ProfileMenu = observer(function ProfileMenu() {
  const { t } = useTranslation();
  const { auth } = useStores();
  const logout = useLogout();
  const name = auth.fullName || auth.email;
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.target} aria-label={t('account.menuLabel', { name })}>
          <AccountAvatar />
          <span className={classes.name}>{name}</span>
          <IconChevronDown size={16} className={classes.chevron} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" className={classes.dropdownName}>
            {name}
          </Text>
          {auth.fullName && auth.email && (
            <Text size="xs" c="dimmed" className={classes.dropdownName}>
              {auth.email}
            </Text>
          )}
        </Menu.Label>
        {accountLinks(auth.userType, auth.isAdmin).map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {t(link.labelKey)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
          {t('account.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
});
