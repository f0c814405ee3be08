// The module made by vite.config.ts `localeParts` (ADR 042).
declare module 'virtual:freightdesk/locale-parts' {
  interface TranslationTree {
    [key: string]: string | TranslationTree;
  }
  /** `<language>:<part>` → the part's area files of the language. */
  export const localePartLoaders: Partial<Record<string, () => Promise<{ default: TranslationTree[] }>>>;
}
