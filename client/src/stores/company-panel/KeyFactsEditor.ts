import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ApiError } from '../../api/api-error';
import type { KeyFactDefinition, KeyFactValue } from '../../api/company';
import { KeyFactType } from '../../api/enums';
import { FormState, type FieldMessage, type FieldRules } from '../../lib/forms/form-state';
import {
  KEY_FACT_TEXT_MAX_LENGTH,
  keyFactNumberRule,
  keyFactYearRule,
  optionalText,
  profileTextRule,
} from '../../lib/validation/company-profile-rules';
import type { Loadable } from '../base/Loadable';
import { saveDialog, type ProfileEditorDeps } from './profile-editing';

/** The parts of one key fact's value a field edits (named as the server names them). */
export type KeyFactPart = 'descriptionEN' | 'descriptionGE' | 'descriptionNumber' | 'checkedOptions';

/** One form field per part of a visible definition: `${keyFactId}.${part}`. */
export type KeyFactFieldName = `${number}.${KeyFactPart}`;
export type KeyFactValues = Record<string, string | number[]>;

export const keyFactField = (keyFactId: number, part: KeyFactPart): KeyFactFieldName => `${keyFactId}.${part}`;

const PARTS: Record<string, KeyFactPart> = {
  descriptionen: 'descriptionEN',
  descriptionge: 'descriptionGE',
  descriptionnumber: 'descriptionNumber',
  checkedoptions: 'checkedOptions',
};

/** The visible definitions in display order. */
export const visibleDefinitions = (definitions: KeyFactDefinition[]): KeyFactDefinition[] =>
  definitions.filter((definition) => !definition.hide).sort((a, b) => a.orderIndex - b.orderIndex || a.id - b.id);

/** The fields of one definition, by its type. */
export function partsOf(definition: KeyFactDefinition): KeyFactPart[] {
  switch (definition.keyFactType) {
    case KeyFactType.Text:
      return ['descriptionEN', 'descriptionGE'];
    case KeyFactType.Number:
    case KeyFactType.Year:
      return ['descriptionNumber'];
    default:
      return ['checkedOptions'];
  }
}

const isEmpty = (value: string | number[]) => (Array.isArray(value) ? value.length === 0 : value.trim() === '');

/** The rule of one field: the definition's type (spec point 5) and, when the fact is mandatory,
 *  a value (the English text of a Text fact). */
function ruleOf(definition: KeyFactDefinition, part: KeyFactPart): (value: string | number[]) => string | undefined {
  const required = definition.isMandatory && part !== 'descriptionGE';
  return (value) => {
    if (required && isEmpty(value))
      return part === 'checkedOptions' ? 'panel.edit.errors.chooseOption' : 'panel.edit.errors.required';
    if (Array.isArray(value)) {
      return definition.keyFactType === KeyFactType.SingleChoice && value.length > 1
        ? 'panel.edit.errors.chooseOption'
        : undefined;
    }
    switch (part) {
      case 'descriptionEN':
        return profileTextRule(value, KEY_FACT_TEXT_MAX_LENGTH, 'english');
      case 'descriptionGE':
        return profileTextRule(value, KEY_FACT_TEXT_MAX_LENGTH, 'georgianOrEnglish');
      default:
        return definition.keyFactType === KeyFactType.Year ? keyFactYearRule(value) : keyFactNumberRule(value);
    }
  };
}

/** The key-facts ("overview") dialog: a field per visible definition by its type, mandatory ones
 *  required; all values saved at once. Spec point 5: an 'incorrect fields' banner when the form is
 *  invalid, except for Year facts (their message shows on the field alone). */
export class KeyFactsEditor {
  form: FormState<KeyFactValues> | undefined = undefined;
  opened = false;
  saving = false;
  /** A save was tried since the dialog opened (the banner shows only after one). */
  submitted = false;
  /** The definitions the open form was built from, in display order. */
  definitions: KeyFactDefinition[] = [];

  constructor(
    private readonly deps: ProfileEditorDeps,
    private readonly definitionSource: Loadable<KeyFactDefinition[]>,
  ) {
    makeAutoObservable<KeyFactsEditor, 'deps' | 'definitionSource'>(this, {
      deps: false,
      definitionSource: false,
      form: observableRef,
      definitions: observableRef,
    });
  }

  get loading(): boolean {
    return this.opened && !this.form && this.definitionSource.isLoading;
  }

  get loadFailed(): boolean {
    return this.opened && !this.form && this.definitionSource.failed;
  }

  /** Opens with the saved values; the definitions are fetched first when they are not here yet. */
  async open(): Promise<void> {
    this.opened = true;
    this.submitted = false;
    this.form = undefined;
    await this.definitionSource.ensureLoaded();
    runInAction(() => {
      if (this.opened && this.definitionSource.value) this.build(this.definitionSource.value);
    });
  }

  close(): void {
    this.opened = false;
  }

  private build(all: KeyFactDefinition[]): void {
    const definitions = visibleDefinitions(all);
    const saved = new Map((this.deps.profile()?.keyFacts ?? []).map((value) => [value.keyFactId, value]));
    const initial: KeyFactValues = {};
    const rules: FieldRules<KeyFactValues> = {};
    for (const definition of definitions) {
      const value = saved.get(definition.id);
      for (const part of partsOf(definition)) {
        const name = keyFactField(definition.id, part);
        rules[name] = ruleOf(definition, part);
        if (part === 'checkedOptions') initial[name] = [...(value?.checkedOptions ?? [])];
        else if (part === 'descriptionNumber')
          initial[name] =
            value?.descriptionNumber === null || value?.descriptionNumber === undefined
              ? ''
              : String(value.descriptionNumber);
        else initial[name] = (part === 'descriptionEN' ? value?.descriptionEN : value?.descriptionGE) ?? '';
      }
    }
    this.definitions = definitions;
    this.form = new FormState<KeyFactValues>(initial, rules);
  }

  text(keyFactId: number, part: KeyFactPart): string {
    const value = this.form?.values[keyFactField(keyFactId, part)];
    return typeof value === 'string' ? value : '';
  }

  options(keyFactId: number): number[] {
    const value = this.form?.values[keyFactField(keyFactId, 'checkedOptions')];
    return Array.isArray(value) ? value : [];
  }

  error(keyFactId: number, part: KeyFactPart): FieldMessage | undefined {
    return this.form?.error(keyFactField(keyFactId, part));
  }

  set(keyFactId: number, part: KeyFactPart, value: string | number[]): void {
    this.form?.set(keyFactField(keyFactId, part), value);
  }

  touch(keyFactId: number, part: KeyFactPart): void {
    this.form?.touch(keyFactField(keyFactId, part));
  }

  private typeOfField(name: string): number | undefined {
    const id = Number(name.split('.')[0]);
    return this.definitions.find((definition) => definition.id === id)?.keyFactType;
  }

  /** Spec point 5: after a save was tried, while a field other than a Year is wrong. */
  get showIncorrectFields(): boolean {
    if (!this.submitted || !this.form) return false;
    return Object.keys(this.form.errors).some((name) => this.typeOfField(name) !== KeyFactType.Year);
  }

  /** The body: one item per visible definition (an empty one removes the company's value). */
  get items(): KeyFactValue[] {
    return this.definitions.map((definition) => {
      const item: KeyFactValue = {
        keyFactId: definition.id,
        descriptionEN: null,
        descriptionGE: null,
        descriptionNumber: null,
        checkedOptions: [],
      };
      for (const part of partsOf(definition)) {
        if (part === 'checkedOptions') item.checkedOptions = [...this.options(definition.id)];
        else if (part === 'descriptionNumber') {
          const text = this.text(definition.id, part).trim();
          item.descriptionNumber = text === '' ? null : Number(text);
        } else item[part] = optionalText(this.text(definition.id, part));
      }
      return item;
    });
  }

  /** Saves every value; on success closes and fetches the profile and the progress again. A failure
   *  keeps the dialog open with the values: the server's messages land on their fields (keys such
   *  as `keyFacts.0.descriptionNumber`) and the first one in an error toast (spec point 8). */
  async save(): Promise<boolean> {
    const form = this.form;
    if (!form) return false;
    this.submitted = true;
    if (!form.validate()) return false;
    const items = this.items;
    return saveDialog(
      this,
      this.deps,
      () => this.deps.api.company.updateCompanyKeyFacts(items),
      (error) => this.applyServerErrors(form, items, error),
    );
  }

  private applyServerErrors(form: FormState<KeyFactValues>, items: KeyFactValue[], error: unknown): void {
    if (!(error instanceof ApiError)) {
      form.applyServerErrors(error);
      return;
    }
    const general: FieldMessage[] = [];
    for (const [key, messages] of Object.entries(error.errors)) {
      if (!messages.length) continue;
      const match = /^keyFacts[.[](\d+)\]?\.(\w+)$/i.exec(key);
      const item = match ? items[Number(match[1])] : undefined;
      const part = match ? PARTS[match[2].toLowerCase()] : undefined;
      const name = item && part ? keyFactField(item.keyFactId, part) : undefined;
      if (name && name in form.values) form.setFieldError(name, { text: messages[0] });
      else general.push(...messages.map((text) => ({ text })));
    }
    form.formErrors = general;
  }
}
