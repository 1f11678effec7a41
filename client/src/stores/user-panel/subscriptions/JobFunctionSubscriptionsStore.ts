import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../../../api';
import { DictionaryType, type DictionaryItem } from '../../../api/common';
import { NotificationFrequency } from '../../../api/enums';
import type { SubscribedJobFunctions } from '../../../api/subscriptions';
import { dictionaryGroups, type OptionGroup, type TextPicker } from '../../../lib/dictionary-groups';
import { Loadable } from '../../base/Loadable';
import { sendChange, type Toast } from './send-change';

/** The job functions the talent follows, chosen under their groups, with one frequency. An empty
 *  choice may be saved: it removes them all. */
export class JobFunctionSubscriptionsStore {
  readonly loaded: Loadable<SubscribedJobFunctions>;
  selected: number[] = [];
  frequency: NotificationFrequency = NotificationFrequency.Daily;
  isSaving = false;

  constructor(
    private readonly deps: {
      api: Api;
      toast: Toast;
      language: TextPicker;
      otherGroup: () => string;
      dictionary: () => readonly DictionaryItem[] | undefined;
    },
  ) {
    this.loaded = new Loadable(() => deps.api.subscriptions.getJobFunctions());
    makeAutoObservable<JobFunctionSubscriptionsStore, 'deps'>(this, {
      deps: false,
      loaded: false,
      selected: observableRef,
    });
  }

  /** The job functions under their groups; one followed that is no choice of the list (a whole
   *  group, which stands for all its children) is offered too, so it shows and can be removed. */
  get options(): OptionGroup[] {
    const groups = dictionaryGroups(
      this.deps.dictionary(),
      DictionaryType.JobFunction,
      this.deps.language,
      this.deps.otherGroup(),
    );
    const offered = new Set(groups.flatMap((group) => group.items.map((option) => option.value)));
    const extra = (this.loaded.value?.jobFunctions ?? []).filter((item) => !offered.has(item.id));
    if (!extra.length) return groups;
    const other = this.deps.otherGroup();
    const items = extra.map((item) => ({ value: item.id, label: this.deps.language.pick(item.name, item.nameGE) }));
    return groups.some((group) => group.group === other)
      ? groups.map((group) => (group.group === other ? { group: other, items: [...group.items, ...items] } : group))
      : [...groups, { group: other, items }];
  }

  async load(): Promise<void> {
    await this.loaded.load();
    const answer = this.loaded.value;
    if (!answer) return;
    runInAction(() => {
      this.selected = answer.jobFunctions.map((item) => item.id);
      this.frequency = answer.frequency;
    });
  }

  setSelected(ids: number[]): void {
    this.selected = ids;
  }

  setFrequency(frequency: NotificationFrequency): void {
    this.frequency = frequency;
  }

  async save(): Promise<boolean> {
    this.isSaving = true;
    try {
      return await sendChange(this.deps.toast, () =>
        this.deps.api.subscriptions.updateJobFunctions(this.selected, this.frequency),
      );
    } finally {
      runInAction(() => {
        this.isSaving = false;
      });
    }
  }
}
