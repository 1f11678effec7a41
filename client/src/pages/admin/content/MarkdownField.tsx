import '@mantine/core/styles/Input.css';
import { Paper, Stack, Text, Textarea } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Markdown } from '../../../components/content/Markdown';

/** A Markdown text area with, when `preview` is on, the text rendered as the site shows it. */
export function MarkdownField({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  preview,
  rows = 10,
  maxLength,
  lang,
  previewName = label,
}: {
  label: string;
  /** Names the preview region; distinct when several fields share a label ("Text, Georgian"). */
  previewName?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  preview: boolean;
  rows?: number;
  maxLength?: number;
  lang?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        value={value}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        error={error}
        required={required}
        rows={rows}
        maxLength={maxLength}
        resize="vertical"
        lang={lang}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      {preview && (
        <Paper
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-label={t('adminContent.previewOf', { label: previewName })}
          lang={lang}
        >
          {value.trim() ? <Markdown>{value}</Markdown> : <Text c="dimmed">{t('adminContent.emptyPreview')}</Text>}
        </Paper>
      )}
    </Stack>
  );
}
