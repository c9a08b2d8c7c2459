import { createContext, useContext, type ReactNode } from 'react';

/**
 * Controls the app puts in the toolbar beside the user menu (the notifications bell): the shell
 * cannot import features, so app/ hands them down through this.
 */
export const ToolbarExtrasContext = createContext<ReactNode>(null);

export const useToolbarExtras = (): ReactNode => useContext(ToolbarExtrasContext);
