import { useNotifications } from '@mantine/notifications';
import { useState } from 'react';
import { lazyComponent } from '../../lib/lazy-component';

const ToastViewport = lazyComponent(() => import('./ToastViewport').then((module) => module.ToastViewport));

/** Loads the toast viewport with the first toast, keeping its code off the landing page. */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? <ToastViewport /> : null;
}
