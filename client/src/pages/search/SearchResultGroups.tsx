import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { IconBriefcase, IconBuildingSkyscraper, IconCode } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import type { SmartSearchGroupName } from '../../stores/search/smart-search-options';
import { totalLabel } from '../../lib/total-label';
import type { SmartSearchStore } from '../../stores/search/SmartSearchStore';
import classes from './SearchPage.module.css';
import { SearchOptionView } from './SearchOptionView';

const GROUP_ICONS: Record<SmartSearchGroupName, typeof IconBriefcase> = {
  vacancies: IconBriefcase,
  companies: IconBuildingSkyscraper,
  technologies: IconCode,
};

/** The id of a result option, for the box's aria-activedescendant. */
export const searchOptionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/** The results as one listbox of groups (vacancies, companies, technologies), each with how many
 *  it found in all. Hidden (but present, for the box's aria-controls) while there is nothing. */
export const SearchResultGroups = observer(function SearchResultGroups({
  search,
  listboxId,
  hidden,
}: {
  search: SmartSearchStore;
  listboxId: string;
  hidden: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      id={listboxId}
      role="listbox"
      aria-label={t('search.resultsLabel')}
      aria-busy={search.isLoading}
      className={classes.groups}
      hidden={hidden}
    >
      {search.groups.map((group) => {
        const Icon = GROUP_ICONS[group.name];
        const name = t(`search.groups.${group.name}`);
        return (
          <div
            key={group.name}
            role="group"
            aria-label={t('search.groupLabel', { name, count: group.totalCount })}
            className={classes.group}
          >
            <div className={classes.groupHeader} aria-hidden>
              <Icon size={16} />
              <span>{name}</span>
              <Badge variant="light" color="gray" size="sm">
                {totalLabel(group.totalCount, group.totalCountCapped)}
              </Badge>
            </div>
            {group.options.map((option) => (
              <SearchOptionView
                key={`${option.kind}-${option.index}`}
                option={option}
                id={searchOptionId(listboxId, option.index)}
                active={search.activeIndex === option.index}
                onHover={() => search.setActive(option.index)}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
});
