import { languageFromPath, resolveLanguage } from '@freightdesk/domain';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localizeHref } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';
import { applyLanguage } from './i18n';
import { subscribeToLanguageBroadcast } from './language-broadcast';
import { readLanguageCookie } from './language-cookie';

/**
 * Keeps the shown language equal to the resolved one (docs/product/brands.md#languages): the path's prefix first,
 * then the cookie, then en, honouring only the brand's languages. A prefix naming a language
 * the brand does not enable is dropped from the URL. Follows changes made in other tabs.
 */
export function LanguageSync() {
  const { supportedLanguages: enabledLanguages } = useBrand();
  const location = useLocation();
  const navigate = useNavigate();
  const currentHref = `${location.pathname}${location.search}${location.hash}`;
  const currentHrefRef = useRef(currentHref);
  useEffect(() => {
    currentHrefRef.current = currentHref;
  });

  const prefix = languageFromPath(location.pathname);
  const isPrefixDisabled = prefix !== undefined && !enabledLanguages.includes(prefix);
  useEffect(() => {
    if (isPrefixDisabled) void navigate(localizeHref(currentHrefRef.current, undefined), { replace: true });
  }, [isPrefixDisabled, location.pathname, navigate]);

  useEffect(() => {
    const language = resolveLanguage({
      pathname: location.pathname,
      cookieLanguage: readLanguageCookie(),
      enabledLanguages,
    });
    applyLanguage(language).catch((error: unknown) => console.error(error));
  }, [location.pathname, enabledLanguages]);

  useEffect(
    () =>
      subscribeToLanguageBroadcast((language) => {
        if (!enabledLanguages.includes(language)) return;
        const href = currentHrefRef.current;
        if (languageFromPath(href)) void navigate(localizeHref(href, language), { replace: true });
        else applyLanguage(language).catch((error: unknown) => console.error(error));
      }),
    [enabledLanguages, navigate],
  );

  return null;
}
