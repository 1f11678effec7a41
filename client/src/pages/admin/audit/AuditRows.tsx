import '@mantine/core/styles/Code.css';
import { Code, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { AuditRow } from '../../../api/admin-dashboard';
import { formatDateTime } from '../../../lib/format-date';
import { useAuditLabels } from './audit-labels';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** Audit rows, newest first: when, who, what (the action in words, never its code), to what,
 *  and the values before and after behind a disclosure. */
export function AuditRows({ rows, busy = false }: { rows: AuditRow[]; busy?: boolean }) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-busy={busy}>
      {rows.map((row) => {
        const hasChange = row.before !== null || row.after !== null;
        return (
          <Paper key={row.id} component="li" withBorder radius="md" p="sm">
            <Stack gap={4}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600} size="sm" data-action={row.action}>
                  {labels.action(row.action)}
                </Text>
                <Text size="xs" c="dimmed" component="time" dateTime={row.createdAt}>
                  {formatDateTime(row.createdAt)}
                </Text>
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {row.actor
                  ? t('adminAudit.by', { name: row.actor.name ?? row.actor.email, email: row.actor.email })
                  : t('adminAudit.byNobody')}
                {row.targetType &&
                  ` · ${row.targetId === null ? labels.target(row.targetType) : t('adminAudit.target', { type: labels.target(row.targetType), id: row.targetId })}`}
              </Text>
              {hasChange && (
                <details>
                  <Text component="summary" size="sm" style={{ cursor: 'pointer' }}>
                    {t('adminAudit.changes')}
                  </Text>
                  <Group align="flex-start" gap="sm" grow wrap="wrap" mt="xs">
                    <Stack gap={2} miw={0}>
                      <Text size="xs" fw={600}>
                        {t('adminAudit.before')}
                      </Text>
                      <Code block>{json(row.before)}</Code>
                    </Stack>
                    <Stack gap={2} miw={0}>
                      <Text size="xs" fw={600}>
                        {t('adminAudit.after')}
                      </Text>
                      <Code block>{json(row.after)}</Code>
                    </Stack>
                  </Group>
                </details>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
