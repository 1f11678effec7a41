import '@mantine/core/styles/Avatar.css';
import { Avatar } from '@mantine/core';
import { IconArrowRight, IconCode } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import type { SmartSearchCompany, SmartSearchTechnology, SmartSearchVacancy } from '../../api/search';
import type { SmartSearchOption } from '../../stores/search/smart-search-options';
import { useStores } from '../../stores/StoresContext';
import { VerifiedBadge } from '../companies/CompanyBits';
import { HighlightedText } from './HighlightedText';
import classes from './SearchPage.module.css';
import { totalLabel } from '../../lib/total-label';

function VacancyOption({ vacancy }: { vacancy: SmartSearchVacancy }) {
  const { language } = useStores();
  // The title shown is the Georgian one only when the interface is Georgian and it exists; its
  // ranges are that field's.
  const georgian = language.locale === 'ka-GE' && !!vacancy.titleGE;
  const city = vacancy.city && language.pick(vacancy.city.name, vacancy.city.nameGE);
  return (
    <>
      <Avatar src={vacancy.company.smallProfileImageUrl} alt="" radius="md" color="indigo">
        {vacancy.company.name.charAt(0)}
      </Avatar>
      <span className={classes.optionText}>
        <span className={classes.optionTitle}>
          <HighlightedText
            text={georgian ? (vacancy.titleGE ?? '') : vacancy.title}
            ranges={georgian ? vacancy.highlights.titleGE : vacancy.highlights.title}
          />
        </span>
        <span className={classes.optionMeta}>{[vacancy.company.name, city].filter(Boolean).join(' · ')}</span>
      </span>
    </>
  );
}

function CompanyOption({ company }: { company: SmartSearchCompany }) {
  const { t } = useTranslation();
  return (
    <>
      <Avatar src={company.smallProfileImageUrl} alt="" radius="md" color="indigo">
        {company.name.charAt(0)}
      </Avatar>
      <span className={classes.optionText}>
        <span className={classes.optionTitle}>
          <HighlightedText text={company.name} ranges={company.highlights.name} />
        </span>
        <span className={classes.optionMeta}>
          {company.isVerified && <VerifiedBadge />}
          <span>{t('companies.activeVacancies', { count: company.activeVacancyCount })}</span>
        </span>
      </span>
    </>
  );
}

function TechnologyOption({ technology }: { technology: SmartSearchTechnology }) {
  const { t } = useTranslation();
  const { language } = useStores();
  const georgian = language.locale === 'ka-GE' && !!technology.nameGE;
  const parent =
    technology.parentDictionary && language.pick(technology.parentDictionary.name, technology.parentDictionary.nameGE);
  return (
    <>
      <Avatar src={technology.iconUrl} alt="" radius="sm" size="sm" color="teal">
        <IconCode size={16} aria-hidden />
      </Avatar>
      <span className={classes.optionText}>
        <span className={classes.optionTitle}>
          <HighlightedText
            text={georgian ? technology.nameGE : technology.name}
            ranges={georgian ? technology.highlights.nameGE : technology.highlights.name}
          />
        </span>
        <span className={classes.optionMeta}>
          {[parent, t('search.vacancyCount', { count: technology.activeVacancyCount })].filter(Boolean).join(' · ')}
        </span>
      </span>
    </>
  );
}

function optionContent(
  option: SmartSearchOption,
  t: (key: string, values?: Record<string, unknown>) => string,
): ReactNode {
  switch (option.kind) {
    case 'vacancy':
      return <VacancyOption vacancy={option.vacancy} />;
    case 'company':
      return <CompanyOption company={option.company} />;
    case 'technology':
      return <TechnologyOption technology={option.technology} />;
    case 'seeAll':
      return (
        <>
          <span>
            {t(`search.seeAll.${option.group}`, { total: totalLabel(option.totalCount, option.totalCountCapped) })}
          </span>
          <IconArrowRight size={16} aria-hidden />
        </>
      );
  }
}

/** One result as a real link (a middle click opens a tab) that is also an option of the listbox:
 *  the box keeps the focus, the active option is marked by aria-selected, the mouse makes the
 *  option it moves over the active one. */
export const SearchOptionView = observer(function SearchOptionView({
  option,
  id,
  active,
  onHover,
}: {
  option: SmartSearchOption;
  id: string;
  active: boolean;
  onHover: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={option.href}
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={option.kind === 'seeAll' ? `${classes.option} ${classes.seeAll}` : classes.option}
      onMouseMove={() => {
        if (!active) onHover();
      }}
    >
      {optionContent(option, t)}
    </Link>
  );
});
