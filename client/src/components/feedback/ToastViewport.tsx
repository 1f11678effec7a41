import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { DEFAULT_TOAST_MS } from './toast';

/** Where toasts appear; the library default duration is the spec's 5000 ms. */
export function ToastViewport() {
  return <Notifications autoClose={DEFAULT_TOAST_MS} position="top-right" />;
}
