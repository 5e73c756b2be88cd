import { currentI18n } from './init-i18n';

let loading: Promise<void> | undefined;

/**
 * Adds the back office's texts to the running i18n instance. Called by every admin route's lazy loader
 * and the admin layout, so the storefront's first load never carries them. Loads once.
 */
export function loadAdminMessages(): Promise<void> {
  loading ??= Promise.all([import('./admin/vi.json'), import('./admin/en.json')]).then(([vi, en]) => {
    const i18n = currentI18n();
    if (!i18n) return;
    i18n.addResourceBundle('vi', 'translation', vi.default, true, true);
    i18n.addResourceBundle('en', 'translation', en.default, true, true);
  });
  return loading;
}
