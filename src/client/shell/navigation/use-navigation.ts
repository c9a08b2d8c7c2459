import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { navigationConfig, type NavGroup, type NavItem } from './navigation-config.ts';
import { flattenNavigation, visibleNavigation } from './visible-navigation.ts';

export interface TranslatedNavItem extends NavItem {
  title: string;
}

/** The navigation the signed-in user (or guest) may see, with titles in the current language. */
export function useNavigation(): { groups: NavGroup[]; items: TranslatedNavItem[] } {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const roles = user?.role;
  const memberType = user?.memberType;
  // t changes identity on a language switch, so titles follow it.
  return useMemo(() => {
    const groups = visibleNavigation(navigationConfig, roles, memberType);
    const items = flattenNavigation(groups).map((item) => ({ ...item, title: t(item.titleKey) }));
    return { groups, items };
  }, [roles, memberType, t]);
}
