import { Button } from '@mantine/core';
import { IconRss } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';

/** A visible link to a vacancy RSS feed. A plain link, not the router's: the feed is the server's. */
export function RssLink({ href, label }: { href: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={href}
      variant="subtle"
      color="orange"
      leftSection={<IconRss size={16} aria-hidden />}
      aria-label={label}
    >
      {t('feed.link')}
    </Button>
  );
}
