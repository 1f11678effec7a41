import { ActionIcon, Loader, Paper } from '@mantine/core';
import { IconMessageCircle, IconX } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { supportApi } from '../../api/support';
import { lazyComponent } from '../../lib/lazy-component';
import { useStores } from '../../stores/StoresContext';
import { ErrorBoundary } from '../feedback/ErrorBoundary';
import { SupportChatStore } from './SupportChatStore';
import classes from './SupportChat.module.css';
import { useBannerClearance } from './use-banner-clearance';

/** A spinner while the form's code is on its way. */
function ChatPanelLoader() {
  const { t } = useTranslation();
  return (
    <Paper shadow="md" withBorder p="md" radius="lg">
      <Loader size="sm" aria-label={t('chat.loading')} />
    </Paper>
  );
}

/** The form is its own chunk: the landing page carries only this button. */
const ChatPanel = lazyComponent(() => import('./ChatPanel').then((module) => module.ChatPanel), <ChatPanelLoader />);

const GAP_PX = 12;

/** The support chat on every page (spec point 4): initial (this button) → open (the form) →
 *  complete (the thank-you, which closes itself after 5 s without activity). */
export const SupportChat = observer(function SupportChat() {
  const { t } = useTranslation();
  const root = useStores();
  const [chat] = useState(
    () =>
      new SupportChatStore({
        createTicket: supportApi(root.http).createTicket,
        needsBotToken: () => root.botCheck.usesWidget,
        chatScriptUrl: () => root.siteSettings.settings?.chatScriptUrl ?? null,
      }),
  );
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const clearance = useBannerClearance(
    `[role="region"][aria-label="${t('cookies.label')}"]`,
    root.cookieConsent.isBannerVisible,
  );

  // Back to the button on close, unless the visitor has gone on to something else meanwhile.
  useEffect(() => {
    if (wasOpen.current && !chat.isOpen) {
      const active = document.activeElement;
      if (!active || active === document.body) launcher.current?.focus();
    }
    wasOpen.current = chat.isOpen;
  }, [chat.isOpen]);

  const closeAndRefocus = () => {
    chat.close();
    launcher.current?.focus();
  };
  const toggle = () => {
    if (chat.isOpen) {
      closeAndRefocus();
    } else {
      const user = root.auth.isLoggedIn ? { name: root.auth.fullName, email: root.auth.email } : undefined;
      chat.open(user);
    }
  };
  const style = clearance === undefined ? undefined : ({ '--chat-bottom': `${clearance + GAP_PX}px` } as CSSProperties);

  return (
    <div className={classes.dock} style={style}>
      {chat.isOpen && (
        <ErrorBoundary recovery={root.chunkRecovery}>
          <ChatPanel chat={chat} id={panelId} onClose={closeAndRefocus} />
        </ErrorBoundary>
      )}
      <ActionIcon
        ref={launcher}
        className={classes.launcher}
        size={56}
        radius="xl"
        variant="filled"
        aria-label={chat.isOpen ? t('chat.close') : t('chat.open')}
        aria-expanded={chat.isOpen}
        aria-controls={chat.isOpen ? panelId : undefined}
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && chat.isOpen) chat.close();
        }}
        onPointerEnter={() => void ChatPanel.preload()}
        onFocus={() => void ChatPanel.preload()}
      >
        {chat.isOpen ? <IconX size={26} aria-hidden /> : <IconMessageCircle size={28} aria-hidden />}
      </ActionIcon>
    </div>
  );
});
