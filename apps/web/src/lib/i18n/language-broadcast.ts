import { isLanguage, type Language } from '@freightdesk/domain';

/** Other open tabs follow a language change (docs/product/brands.md#languages). */
export const languageChannelName = 'freightdesk-language';

export interface LanguageMessage {
  language: Language;
}

// One channel per tab for sending and listening: a channel never receives its own messages,
// so a tab does not react to the change it made itself.
let tabChannel: BroadcastChannel | null | undefined;

function channel(): BroadcastChannel | null {
  tabChannel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(languageChannelName);
  return tabChannel;
}

export function broadcastLanguage(language: Language): void {
  channel()?.postMessage({ language } satisfies LanguageMessage);
}

/** Listens to language changes made in other tabs; returns the unsubscribe function. */
export function subscribeToLanguageBroadcast(listener: (language: Language) => void): () => void {
  const tab = channel();
  if (!tab) return () => undefined;
  const onMessage = (event: MessageEvent<Partial<LanguageMessage>>) => {
    if (isLanguage(event.data?.language)) listener(event.data.language);
  };
  tab.addEventListener('message', onMessage);
  return () => tab.removeEventListener('message', onMessage);
}
