import { useStores } from '../../stores/StoresContext';

/** True in a view-as session: what would change something is off from the start (the server
 *  refuses it anyway). Call from an observer. */
export function useReadOnly(): boolean {
  return useStores().auth.viewAs;
}
