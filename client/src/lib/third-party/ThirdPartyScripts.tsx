import { useEffect } from 'react';
import { useStores } from '../../stores/StoresContext';

/** Mounted once for every page: loads the site settings and, once cookies are accepted, the
 *  configured tag manager and ads tag. Renders nothing. */
export function ThirdPartyScripts() {
  const { siteSettings, consentScripts } = useStores();
  useEffect(() => {
    void siteSettings.load();
    return consentScripts.start();
  }, [siteSettings, consentScripts]);
  return null;
}
