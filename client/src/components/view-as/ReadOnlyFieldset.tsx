import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '../../stores/StoresContext';
import classes from './ReadOnlyFieldset.module.css';

/** Turns off every control inside in a view-as session (a disabled fieldset: buttons, fields,
 *  switches and file pickers at once), so a write the server would refuse is never offered.
 *  It takes no room in the layout (display: contents). */
export const ReadOnlyFieldset = observer(function ReadOnlyFieldset({ children }: { children: ReactNode }) {
  const { auth } = useStores();
  return (
    <fieldset disabled={auth.viewAs} className={classes.fieldset}>
      {children}
    </fieldset>
  );
});
