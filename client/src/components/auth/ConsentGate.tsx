import { observer } from 'mobx-react-lite';
import { lazyComponent } from '../../lib/lazy-component';
import { useStores } from '../../stores/StoresContext';

const ConsentDialog = lazyComponent(() => import('./ConsentDialog').then((module) => module.ConsentDialog));

/** The consent dialog of a social account's first visit. Its code (a modal) loads only for an
 *  account that must answer it: every other page stays within its JavaScript budget. */
export const ConsentGate = observer(function ConsentGate() {
  const { auth } = useStores();
  return auth.needsConsent ? <ConsentDialog /> : null;
});
