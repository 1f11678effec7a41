import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBrandGithub, IconBrandLinkedin, IconWorld } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CompanySideTalentProfile } from '../../../api/company-applicants';
import { DrawerSection } from './drawer-bits';
import { Fact } from './talent-bits';

/** The address without its scheme and trailing slash, as a link's text. */
const shortUrl = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/** "Open to offers", when the talent says so. */
export function OpenToOffersBadge({ profile }: { profile: CompanySideTalentProfile | null }) {
  const { t } = useTranslation();
  if (!profile?.openToOffers) return null;
  return (
    <Badge size="sm" variant="light" color="teal" tt="none">
      {t('applicants.profile.openToOffers')}
    </Badge>
  );
}

/** The talent's headline under their name. */
export function ProfileHeadline({ profile }: { profile: CompanySideTalentProfile | null }) {
  if (!profile?.headline) return null;
  return (
    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
      {profile.headline}
    </Text>
  );
}

/** LinkedIn, GitHub and portfolio links; they open in a new tab and pass no referrer. */
export function ProfileLinks({ profile }: { profile: CompanySideTalentProfile | null }) {
  const { t } = useTranslation();
  if (!profile) return null;
  const links = [
    { url: profile.linkedinUrl, label: t('applicants.profile.linkedin'), Icon: IconBrandLinkedin },
    { url: profile.githubUrl, label: t('applicants.profile.github'), Icon: IconBrandGithub },
    { url: profile.portfolioUrl, label: t('applicants.profile.portfolio'), Icon: IconWorld },
  ].filter((link): link is typeof link & { url: string } => !!link.url);
  if (links.length === 0) return null;
  return (
    <Group gap="md" wrap="wrap">
      {links.map(({ url, label, Icon }) => (
        <Anchor
          key={label}
          href={url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          <Group gap={4} wrap="nowrap" component="span">
            <Icon size={16} aria-hidden />
            <span>
              <VisuallyHidden>{`${label}: `}</VisuallyHidden>
              {shortUrl(url)}
            </span>
          </Group>
        </Anchor>
      ))}
    </Group>
  );
}

/** The summary, work formats and cities of a talent's profile, in a drawer. */
export function ProfileDetails({ profile }: { profile: CompanySideTalentProfile | null }) {
  const { t } = useTranslation();
  if (!profile) return null;
  const names = (items: { name: string }[]) => items.map((item) => item.name).join(', ');
  return (
    <>
      {profile.summary && (
        <DrawerSection title={t('applicants.profile.summary')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {profile.summary}
          </Text>
        </DrawerSection>
      )}
      {(profile.workLocations.length > 0 || profile.cities.length > 0) && (
        <Stack gap="xs">
          {profile.workLocations.length > 0 && (
            <Fact label={t('applicants.profile.workLocations')}>{names(profile.workLocations)}</Fact>
          )}
          {profile.cities.length > 0 && <Fact label={t('applicants.profile.cities')}>{names(profile.cities)}</Fact>}
        </Stack>
      )}
    </>
  );
}
