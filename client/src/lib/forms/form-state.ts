import { makeAutoObservable, observableRef } from 'mobx';
import { ApiError } from '../../api/api-error';

/** A message under a field: a locale key (the client's own rules) or a text the server sent,
 *  already in the visitor's language. */
export type FieldMessage = { key: string } | { text: string };

/** Spec point 8's message for a failure without a text of its own (network, server error). */
export const SOMETHING_WENT_WRONG: FieldMessage = { key: 'errors.somethingWentWrong' };

export type FieldRules<V> = {
  [K in keyof V]?: (value: V[K], values: V) => string | undefined;
};

/** Fields whose rule reads another field: re-checked when that one changes (confirmPassword). */
export type FieldDependencies<V> = Partial<Record<keyof V, (keyof V)[]>>;

/** The state of one form (no form library is installed): values, per-field messages and the
 *  server's messages for the whole request. Rules answer locale keys; server errors keyed by
 *  field (case-insensitively) land under that field, `_` and unknown keys in `formErrors`. */
export class FormState<V extends object> {
  values: V;
  errors: Partial<Record<keyof V, FieldMessage>> = {};
  /** Messages for the whole request (the server's texts, or "something went wrong"). */
  formErrors: FieldMessage[] = [];

  constructor(
    private readonly initial: V,
    private readonly rules: FieldRules<V> = {},
    private readonly dependencies: FieldDependencies<V> = {},
  ) {
    this.values = { ...initial };
    // Values and messages are replaced whole, never changed in place: kept as plain references.
    makeAutoObservable<FormState<V>, 'initial' | 'rules' | 'dependencies'>(this, {
      initial: false,
      rules: false,
      dependencies: false,
      values: observableRef,
      errors: observableRef,
      formErrors: observableRef,
    });
  }

  get fieldNames(): (keyof V)[] {
    return Object.keys(this.initial) as (keyof V)[];
  }

  get hasErrors(): boolean {
    return Object.keys(this.errors).length > 0 || this.formErrors.length > 0;
  }

  error(name: keyof V): FieldMessage | undefined {
    return this.errors[name];
  }

  /** Sets a value; a field showing a message is checked again at once (so it clears as soon as
   *  it is right), as are the fields that depend on it. */
  set<K extends keyof V>(name: K, value: V[K]): void {
    this.values = { ...this.values, [name]: value };
    if (this.errors[name]) this.validateField(name);
    for (const dependent of this.dependencies[name] ?? []) {
      if (this.errors[dependent]) this.validateField(dependent);
    }
  }

  /** On leaving a field: check it, unless it was left empty. */
  touch(name: keyof V): void {
    const value = this.values[name];
    const empty = value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0);
    if (!empty) this.validateField(name);
  }

  /** Checks the given fields (all by default) before a submit: the last submit's messages for the
   *  whole request go. True when the fields are all right. */
  validate(names: (keyof V)[] = this.fieldNames): boolean {
    this.formErrors = [];
    return names.map((name) => this.validateField(name)).every(Boolean);
  }

  setFieldError(name: keyof V, message: FieldMessage | undefined): void {
    const errors = { ...this.errors };
    if (message) errors[name] = message;
    else delete errors[name];
    this.errors = errors;
  }

  /** Puts the server's messages of a failed call where they belong; answers the fields that got one. */
  applyServerErrors(error: unknown): (keyof V)[] {
    if (!(error instanceof ApiError)) {
      this.formErrors = [SOMETHING_WENT_WRONG];
      return [];
    }
    const byLowerName = new Map(this.fieldNames.map((name) => [String(name).toLowerCase(), name]));
    const fields: (keyof V)[] = [];
    const general: FieldMessage[] = [];
    for (const [key, messages] of Object.entries(error.errors)) {
      const field = byLowerName.get(key.toLowerCase());
      if (field !== undefined && messages.length) {
        this.setFieldError(field, { text: messages[0] });
        fields.push(field);
      } else {
        general.push(...messages.map((text) => ({ text })));
      }
    }
    this.formErrors = general.length || fields.length ? general : [SOMETHING_WENT_WRONG];
    return fields;
  }

  clearErrors(): void {
    this.errors = {};
    this.formErrors = [];
  }

  reset(values: Partial<V> = {}): void {
    this.values = { ...this.initial, ...values };
    this.clearErrors();
  }

  private validateField(name: keyof V): boolean {
    const rule = this.rules[name];
    const key = rule?.(this.values[name], this.values);
    this.setFieldError(name, key ? { key } : undefined);
    return !key;
  }
}
