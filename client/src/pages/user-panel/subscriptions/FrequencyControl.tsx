import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { NotificationFrequency } from '../../../api/enums';

const FREQUENCIES = [NotificationFrequency.Daily, NotificationFrequency.Weekly];

/** Daily or weekly (spec point 9), as a pair of radio buttons named by `label`. */
export function FrequencyControl({
  label,
  value,
  onChange,
  disabled = false,
}: {
  label: string;
  value: NotificationFrequency;
  onChange: (frequency: NotificationFrequency) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      aria-label={label}
      data={FREQUENCIES.map((frequency) => ({
        value: String(frequency),
        label: t(`subscriptions.frequency.${frequency}`),
      }))}
      value={String(value)}
      onChange={(next) => onChange(Number(next) as NotificationFrequency)}
      disabled={disabled}
      radius="xl"
    />
  );
}
