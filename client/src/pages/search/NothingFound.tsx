import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconBuildingSkyscraper, IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import classes from './SearchPage.module.css';

/** No group found anything: say so for the text searched, with tips and the full lists. */
export function NothingFound({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start" className={classes.panel} role="status">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconMoodEmpty size={22} aria-hidden />
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {t('search.nothingFound.title', { text })}
        </Title>
      </Group>
      <Text fw={600} size="sm">
        {t('search.nothingFound.tipsTitle')}
      </Text>
      <ul className={classes.tips}>
        <li>{t('search.nothingFound.tipSpelling')}</li>
        <li>{t('search.nothingFound.tipFewerWords')}</li>
        <li>{t('search.nothingFound.tipTechnology')}</li>
      </ul>
      <Group gap="sm">
        <Button component={Link} to="/vacancies" variant="light" leftSection={<IconBriefcase size={16} aria-hidden />}>
          {t('search.nothingFound.allVacancies')}
        </Button>
        <Button
          component={Link}
          to="/companies"
          variant="default"
          leftSection={<IconBuildingSkyscraper size={16} aria-hidden />}
        >
          {t('search.nothingFound.allCompanies')}
        </Button>
      </Group>
    </Stack>
  );
}
