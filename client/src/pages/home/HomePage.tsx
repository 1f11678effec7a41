import { useEffect } from 'react';
import { useStores } from '../../stores/StoresContext';
import { CompanyCta } from './CompanyCta';
import { HeroSection } from './HeroSection';
import { LatestVacancies } from './LatestVacancies';
import { NewCompanies } from './NewCompanies';
import { PopularTechnologies } from './PopularTechnologies';

/** The landing page. */
export function HomePage() {
  const { landing } = useStores();
  useEffect(() => {
    landing.load();
  }, [landing]);

  return (
    <>
      <HeroSection />
      <PopularTechnologies />
      <LatestVacancies />
      <NewCompanies />
      <CompanyCta />
    </>
  );
}
