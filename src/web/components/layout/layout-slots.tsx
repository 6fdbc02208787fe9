import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { Viewer } from '../../lib/viewer.ts';

/**
 * What the site's frame shows that belongs to a feature: the compare count in the navigation,
 * the signed-in viewer's account menu, the search box with its suggestions. The layout names the slots; the app (src/web/app)
 * fills them with the features' pieces, so components/ never imports a feature.
 */
export interface LayoutSlots {
  useCompareCount: () => number;
  AccountMenu: ComponentType<{ viewer: Viewer; onNavigate?: () => void }>;
  /** The signed-in viewer's inbox and notification bell, with live counts. */
  HeaderIndicators: ComponentType<{ viewer: Viewer }>;
  SearchBox: ComponentType<{ className?: string; onSearched?: () => void }>;
  /** The footer's links to landing pages (an industry or a budget in a market) that exist. */
  FooterLandingLinks: ComponentType;
}

const SlotsContext = createContext<LayoutSlots | null>(null);

export function LayoutSlotsProvider({ slots, children }: { slots: LayoutSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

export function useLayoutSlots(): LayoutSlots {
  const slots = useContext(SlotsContext);
  if (!slots) throw new Error('The layout is rendered outside LayoutSlotsProvider (src/web/app/routes.tsx).');
  return slots;
}
