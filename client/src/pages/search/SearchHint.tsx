import '@mantine/core/styles/Badge.css';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import classes from './SearchPage.module.css';

/** Searches to try (names of technologies read the same in both languages). */
const EXAMPLES = ['React', 'Python', 'DevOps', 'QA', 'Java'];

/** The empty box: what the page searches, and a few searches to start from. */
export function SearchHint() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start" className={classes.panel}>
      <Group gap="xs" wrap="nowrap">
        <IconSearch size={20} aria-hidden />
        <Title order={2} size="h4">
          {t('search.hint.title')}
        </Title>
      </Group>
      <Text c="dimmed">{t('search.hint.text')}</Text>
      <Group gap="xs" role="group" aria-label={t('search.hint.examplesLabel')}>
        <Text size="sm" fw={600}>
          {t('search.hint.examples')}
        </Text>
        {EXAMPLES.map((example) => (
          <Badge
            key={example}
            component={Link}
            to={`/search?q=${encodeURIComponent(example)}`}
            variant="light"
            size="lg"
            style={{ cursor: 'pointer' }}
          >
            {example}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
