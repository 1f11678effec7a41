import '@mantine/core/styles/Avatar.css';
import { Avatar, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { IMAGE_ACCEPT } from '../../lib/validation/account-rules';
import classes from './ImagePicker.module.css';

/** A local preview of a picked file (none where the browser cannot make one). */
function useObjectUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

export interface ImagePickerProps {
  /** What the image is ("Profile photo", "Company logo"). */
  title: string;
  /** The button's text, also the file input's accessible name. */
  buttonLabel: string;
  /** The image shown now: a picked file, or the stored image's address. */
  file?: File;
  imageUrl?: string | null;
  onPick: (file: File | null) => void;
  error?: string;
  busy?: boolean;
  disabled?: boolean;
  /** A wide cover image instead of a round avatar. */
  variant?: 'avatar' | 'cover';
  /** The title only for screen readers (a heading above says it already). */
  hideTitle?: boolean;
}

/** An image upload control: a preview, a real (visually hidden) file input with its label styled
 *  as a button (keyboard and screen readers reach the input itself), and the format rule. */
export function ImagePicker({
  title,
  buttonLabel,
  file,
  imageUrl,
  onPick,
  error,
  busy,
  disabled,
  variant = 'avatar',
  hideTitle,
}: ImagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const preview = useObjectUrl(file) ?? imageUrl ?? undefined;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onPick(event.currentTarget.files?.[0] ?? null);
    // The same file may be picked again after a refusal.
    event.currentTarget.value = '';
  };
  return (
    <Stack gap="xs">
      {hideTitle ? (
        <VisuallyHidden>{title}</VisuallyHidden>
      ) : (
        <Text fw={600} size="sm">
          {title}
        </Text>
      )}
      {variant === 'cover' && (
        <div
          className={classes.cover}
          style={preview ? { backgroundImage: `url("${preview}")` } : undefined}
          role="img"
          aria-label={title}
        />
      )}
      <Group gap="md" wrap="nowrap" align="center">
        {variant === 'avatar' && (
          <Avatar src={preview} alt={title} size={72} radius="xl" className={classes.preview}>
            <IconPhoto size={28} aria-hidden />
          </Avatar>
        )}
        <Stack gap={4}>
          <div>
            <input
              id={id}
              type="file"
              accept={IMAGE_ACCEPT}
              className={classes.input}
              onChange={onChange}
              disabled={disabled || busy}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              aria-invalid={error ? true : undefined}
            />
            <Button
              component="label"
              htmlFor={id}
              variant="default"
              className={classes.button}
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={busy}
              disabled={disabled}
            >
              {buttonLabel}
            </Button>
          </div>
          <Text size="xs" c="dimmed" id={`${id}-hint`}>
            {t('imagePicker.hint')}
          </Text>
          {file && (
            <Text size="xs" c="dimmed">
              {file.name}
            </Text>
          )}
        </Stack>
      </Group>
      {error && (
        <Text size="sm" c="red.8" id={`${id}-error`}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
