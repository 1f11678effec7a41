import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandLinkedin, IconBrandX, IconLink } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { useHref, useLocation } from 'react-router-dom';
import { useStores } from '../../stores/StoresContext';

const SHARE_TARGETS = [
  {
    name: 'Facebook',
    icon: IconBrandFacebook,
    url: (page: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page)}`,
  },
  {
    name: 'LinkedIn',
    icon: IconBrandLinkedin,
    url: (page: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(page)}`,
  },
  {
    name: 'X',
    icon: IconBrandX,
    url: (page: string, title: string) =>
      `https://x.com/intent/post?url=${encodeURIComponent(page)}&text=${encodeURIComponent(title)}`,
  },
];

/** Share an article: copy its link ("Link Copied", spec point 8) or open a network's share page. */
export function ShareButtons({ title }: { title: string }) {
  const { t } = useTranslation();
  const store = useStores();
  const { pathname } = useLocation();
  // The address with its language (`/ka/news/3`), the same on the server and in the browser.
  const page = store.siteUrl + useHref(pathname);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(page);
      store.toast('success', { key: 'vacancyPage.linkCopied' });
    } catch {
      store.toast('error', { key: 'vacancyPage.copyFailed' });
    }
  };

  return (
    <Group gap="xs" aria-label={t('news.share')} role="group">
      <Text size="sm" fw={600}>
        {t('news.share')}
      </Text>
      <Button size="xs" variant="default" leftSection={<IconLink size={14} aria-hidden />} onClick={() => void copy()}>
        {t('news.copyLink')}
      </Button>
      {SHARE_TARGETS.map(({ name, icon: Icon, url }) => (
        <ActionIcon
          key={name}
          component="a"
          href={url(page, title)}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          size="lg"
          aria-label={t('news.shareOn', { network: name })}
        >
          <Icon size={16} aria-hidden />
        </ActionIcon>
      ))}
    </Group>
  );
}
