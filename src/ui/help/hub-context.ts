import { createContext, useContext } from 'react';
import type { HubId } from '../../core/help/faq';
import type { HubViewModel } from './hub.view-model';

export interface HubContextValue {
  hub: HubId;
  vm: HubViewModel;
}

export const HubContext = createContext<HubContextValue | null>(null);

/** The hub the page is in, from HubLayout. */
export function useHub(): HubContextValue {
  const value = useContext(HubContext);
  if (!value) throw new Error('This page must be inside a help hub');
  return value;
}

/** The hub's own pages: `/travel`, `/travel/info/{slug}`, `/travel/info/{slug}/message/{encoded}`. */
export const hubPaths = {
  index: (hub: HubId) => `/${hub}`,
  category: (hub: HubId, slug: string) => `/${hub}/info/${slug}`,
  message: (hub: HubId, slug: string, encoded: string) => `/${hub}/info/${slug}/message/${encoded}`,
};
