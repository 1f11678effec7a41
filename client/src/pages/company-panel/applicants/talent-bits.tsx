import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import { Anchor, Avatar, Badge, Group, Text, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import type { NamedItem } from '../../../api/company-applicants';

/** A saved talent's star: dark enough to stand out on white (3:1). */
export const STAR_COLOR = 'var(--mantine-color-orange-7)';

/** A talent's picture, or their initials when they have none. */
export function TalentAvatar({ name, src, size = 'md' }: { name: string; src: string | null; size?: MantineSize }) {
  return <Avatar src={src} name={name} color="initials" size={size} radius="xl" alt="" aria-hidden />;
}

export function TechnologyBadges({ technologies }: { technologies: NamedItem[] }) {
  if (technologies.length === 0) return null;
  return (
    <Group gap={4}>
      {technologies.map((technology) => (
        <Badge key={technology.id} size="sm" variant="outline" color="gray" tt="none">
          {technology.name}
        </Badge>
      ))}
    </Group>
  );
}

/** E-mail and phone as links to write or call. */
export function ContactLinks({ email, phone }: { email: string; phone: string | null }) {
  return (
    <Group gap="md" wrap="wrap">
      <Anchor href={`mailto:${email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {email}
      </Anchor>
      {phone && (
        <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} size="sm">
          {phone}
        </Anchor>
      )}
    </Group>
  );
}

/** One labelled fact in a drawer (field, experience, applied date). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}
