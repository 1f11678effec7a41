import { Anchor, Group } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconMapPin,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { SOCIAL_LINK_FIELDS, type CompanyContact, type SocialLinkField } from '../../api/company';

const ICONS: Record<SocialLinkField, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  facebookUrl: IconBrandFacebook,
  linkedInUrl: IconBrandLinkedin,
  twitterUrl: IconBrandX,
  youTubeUrl: IconBrandYoutube,
  tikTokUrl: IconBrandTiktok,
};

/** A link out of the site (a new tab, no opener). */
export function OutsideLink({ href, children, label }: { href: string; children: ReactNode; label?: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </Anchor>
  );
}

/** "Open the map" with a pin. */
export function MapLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} component="span">
      <IconMapPin size={16} aria-hidden />
      <OutsideLink href={href} label={label}>
        {t('contactLinks.openMap')}
      </OutsideLink>
    </Group>
  );
}

/** The filled-in social links with their icons; null when there are none. */
export function SocialLinks({ contact }: { contact: Pick<CompanyContact, SocialLinkField> }) {
  const { t } = useTranslation();
  const fields = SOCIAL_LINK_FIELDS.filter((field) => contact[field]);
  if (!fields.length) return null;
  return (
    <Group gap="md" component="span">
      {fields.map((field) => {
        const Icon = ICONS[field];
        return (
          <Group key={field} gap={4} component="span">
            <Icon size={18} aria-hidden />
            <OutsideLink href={contact[field]!}>{t(`contactLinks.${field}`)}</OutsideLink>
          </Group>
        );
      })}
    </Group>
  );
}
