import { useEffect, useState } from 'react';
import { createCompanyProfileStore, type CompanyProfileStore } from '../../stores/company-panel/CompanyProfileStore';
import { useStores } from '../../stores/StoresContext';

/** The signed-in company's profile editor state for one panel page, loaded when the page opens. */
export function useCompanyProfile(): CompanyProfileStore {
  const store = useStores();
  const [profile] = useState(() => createCompanyProfileStore(store));
  useEffect(() => {
    void profile.load();
  }, [profile]);
  return profile;
}
