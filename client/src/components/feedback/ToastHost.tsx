import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const ToastViewport = lazy(() => import('./ToastViewport').then((module) => ({ default: module.ToastViewport })));

/** Loads the toast viewport with the first toast, keeping its code off the landing page. */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  ) : null;
}
