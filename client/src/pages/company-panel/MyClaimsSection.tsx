import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { ClaimStatus } from '../../api/enums';
import { formatNumericDate } from '../../lib/format-date';
import { Loadable } from '../../stores/base/Loadable';
import { useStores } from '../../stores/StoresContext';
import { PanelSection } from '../panel/PanelSection';
import { useClaimsTexts } from '../companies/use-claims-texts';

const STATUS: Record<ClaimStatus, { key: string; color: string }> = {
  [ClaimStatus.Pending]: { key: 'claims.status.pending', color: 'yellow' },
  [ClaimStatus.Approved]: { key: 'claims.status.approved', color: 'teal' },
  [ClaimStatus.Rejected]: { key: 'claims.status.rejected', color: 'red' },
};

/** The company's claims of unclaimed pages and where each stands; nothing when it made none. */
export const MyClaimsSection = observer(function MyClaimsSection() {
  useClaimsTexts();
  const { t } = useTranslation();
  const { api } = useStores();
  const [claims] = useState(() => new Loadable(() => api.claims.getMyClaims()));
  useEffect(() => {
    void claims.load();
  }, [claims]);

  if (!claims.value?.length) return null;
  return (
    <PanelSection title={t('claims.myClaims')}>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {claims.value.map((claim) => {
          const status = STATUS[claim.status];
          return (
            <Group key={claim.id} component="li" justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Anchor component={Link} to={`/companies/${claim.company.transformedName}`} fw={600}>
                  {claim.company.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t('claims.sentOn', { date: formatNumericDate(claim.createdAt) })}
                </Text>
              </Stack>
              {status && (
                <Badge color={status.color} variant="light">
                  {t(status.key)}
                </Badge>
              )}
            </Group>
          );
        })}
      </Stack>
    </PanelSection>
  );
});
