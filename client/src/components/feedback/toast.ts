import { notifications } from '@mantine/notifications';
import type { ToastKind } from '../../stores/RootStore';

/** Spec point 9: warnings stay 2000 ms, everything else the library default of 5000 ms. */
export const WARNING_TOAST_MS = 2000;
export const DEFAULT_TOAST_MS = 5000;

const COLORS: Record<ToastKind, string> = { success: 'teal', error: 'red', warning: 'yellow', info: 'indigo' };

export function showToast(kind: ToastKind, message: string): void {
  notifications.show({
    message,
    color: COLORS[kind],
    autoClose: kind === 'warning' ? WARNING_TOAST_MS : DEFAULT_TOAST_MS,
  });
}
