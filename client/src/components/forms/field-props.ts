import type { ChangeEvent } from 'react';
import type { FormState } from '../../lib/forms/form-state';
import { useMessageText } from './message';

type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/** Binds a text field of a FormState to a Mantine input: value, change, blur check, message. */
export function useTextField<V extends object>(form: FormState<V>) {
  const text = useMessageText();
  return <K extends TextKeys<V>>(name: K) => ({
    name: String(name),
    value: form.values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.set(name, event.currentTarget.value as V[K]),
    onBlur: () => form.touch(name),
    error: text(form.error(name)),
  });
}
