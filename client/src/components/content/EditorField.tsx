import '@mantine/core/styles/Input.css';
import { Input, Loader } from '@mantine/core';
import type EditorJS from '@editorjs/editorjs';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { EditorDocument } from '../../lib/editor-document';
import classes from './EditorField.module.css';

export interface EditorFieldProps {
  label: string;
  description?: string;
  /** The document the editor starts from; later changes of this prop are not pushed into the editor. */
  initialValue: EditorDocument | null;
  onChange: (document: EditorDocument) => void;
  placeholder?: string;
  error?: string;
  required?: boolean;
}

/** Loads Editor.js and its tools only when a form needs them. */
async function createEditor(
  holder: HTMLElement,
  options: { data?: EditorDocument; placeholder?: string; onChange: () => void },
) {
  const [{ default: Editor }, { default: Header }, { default: List }, { default: Quote }, { default: Delimiter }] =
    await Promise.all([
      import('@editorjs/editorjs'),
      import('@editorjs/header'),
      import('@editorjs/list'),
      import('@editorjs/quote'),
      import('@editorjs/delimiter'),
    ]);
  const editor = new Editor({
    holder,
    data: options.data,
    placeholder: options.placeholder,
    minHeight: 120,
    // The server keeps these blocks and these inline tags only (b, i, u, a, br).
    tools: {
      header: { class: Header as never, inlineToolbar: true, config: { levels: [2, 3, 4], defaultLevel: 3 } },
      list: { class: List as never, inlineToolbar: true },
      quote: { class: Quote as never, inlineToolbar: true },
      delimiter: Delimiter as never,
    },
    inlineToolbar: ['bold', 'italic', 'link'],
    onChange: options.onChange,
  });
  await editor.isReady;
  return editor;
}

/** A block editor for a vacancy description (Editor.js): headers, paragraphs, lists, quotes,
 *  delimiters. It reports the whole document on every change. */
export function EditorField({
  label,
  description,
  initialValue,
  onChange,
  placeholder,
  error,
  required,
}: EditorFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const holder = useRef<HTMLDivElement>(null);
  const editor = useRef<EditorJS | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [ready, setReady] = useState(false);
  // The first value only: the editor owns the document once it runs.
  const [initial] = useState(initialValue);

  useEffect(() => {
    let cancelled = false;
    const element = holder.current;
    if (!element) return;
    void createEditor(element, {
      data: initial?.blocks.length ? initial : undefined,
      placeholder,
      onChange: () => {
        void editor.current?.save().then((document) => changed.current(document as EditorDocument));
      },
    }).then((created) => {
      if (cancelled) {
        created.destroy();
        return;
      }
      editor.current = created;
      setReady(true);
    });
    return () => {
      cancelled = true;
      editor.current?.destroy();
      editor.current = null;
    };
  }, [initial, placeholder]);

  return (
    <Input.Wrapper label={label} description={description} error={error} required={required} id={id}>
      <div
        ref={holder}
        className={classes.editor}
        data-error={error ? true : undefined}
        role="group"
        aria-label={label}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {!ready && <Loader size="sm" aria-label={t('common.loading')} />}
    </Input.Wrapper>
  );
}
