import { createContext, useContext } from 'react';
import { layoutDefaults, type LayoutSettings } from '../layout-config.ts';

/** The layout in effect on this route: the user's settings with the route's overrides laid over. */
export const LayoutSettingsContext = createContext<LayoutSettings>(layoutDefaults.layout1);

export function useLayoutSettings(): LayoutSettings {
  return useContext(LayoutSettingsContext);
}
