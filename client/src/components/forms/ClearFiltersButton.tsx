import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';

/** The "clear filters" button of a list's filter bar. */
export function ClearFiltersButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
      {label}
    </Button>
  );
}
