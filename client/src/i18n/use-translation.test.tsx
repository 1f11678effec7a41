import { act, render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { memo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from './setup';
import { useTranslation } from './use-translation';

function Greeting() {
  const { t, i18n } = useTranslation();
  return <p data-language={i18n.language}>{t('greeting', { name: 'Ana' })}</p>;
}
const Memoized = memo(function Memoized({ t }: { t: ReturnType<typeof useTranslation>['t'] }) {
  return <span>{t('greeting', { name: 'Memo' })}</span>;
});
function WithMemoizedChild() {
  const { t } = useTranslation();
  return <Memoized t={t} />;
}

describe('useTranslation', () => {
  it('gives the texts of the language shown, and draws again when it changes', async () => {
    const i18n = createI18n();
    i18n.addResourceBundle('en-US', 'translation', { greeting: 'Hello, {{name}}' });
    i18n.addResourceBundle('ka-GE', 'translation', { greeting: 'გამარჯობა, {{name}}' });
    await i18n.changeLanguage('en-US');
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
        <WithMemoizedChild />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hello, Ana')).toHaveAttribute('data-language', 'en-US');
    expect(screen.getByText('Hello, Memo')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ka-GE'));
    expect(screen.getByText('გამარჯობა, Ana')).toHaveAttribute('data-language', 'ka-GE');
    expect(screen.getByText('გამარჯობა, Memo')).toBeInTheDocument();
  });

  it('answers a plain key again after texts are added that define it', async () => {
    const i18n = createI18n();
    i18n.addResourceBundle('en-US', 'translation', { greeting: 'Hello, {{name}}' });
    await i18n.changeLanguage('en-US');
    function Later() {
      const { t } = useTranslation();
      return <p>{t('panel.title')}</p>;
    }
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Later />
      </I18nextProvider>,
    );
    expect(screen.getByText('panel.title')).toBeInTheDocument();
    i18n.addResourceBundle('en-US', 'translation', { panel: { title: 'Your panel' } });
    rerender(
      <I18nextProvider i18n={i18n}>
        <Later />
      </I18nextProvider>,
    );
    expect(screen.getByText('Your panel')).toBeInTheDocument();
  });

  it("is the only useTranslation the app's components use", () => {
    const root = new URL('..', import.meta.url).pathname;
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file));
    const others = files.filter((file) =>
      /import \{[^}]*\buseTranslation\b[^}]*\} from 'react-i18next'/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(others).toEqual([]);
  });
});
