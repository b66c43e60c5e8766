import { useCallback, useMemo, useState } from 'react';
import { selectedLinkUids, type DownloadableOffer } from './downloadableChoice';

export interface DownloadableLinksTalon {
  chosen: readonly string[];
  toggle(linkUid: string, on: boolean): void;
  /** Links sold separately and none chosen: Magento refuses the add ("Please specify product link(s)."). */
  missing: boolean;
  /** selected_options for the cart. */
  selected: string[];
}

/** Talon of a downloadable product's links: nothing chosen at first, as on Magento's own product page. */
export function useDownloadableLinks(offer: DownloadableOffer | null): DownloadableLinksTalon {
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const toggle = useCallback((linkUid: string, on: boolean) => setChosen((current) => (on ? [...current.filter((uid) => uid !== linkUid), linkUid] : current.filter((uid) => uid !== linkUid))), []);
  const selected = useMemo(() => (offer ? selectedLinkUids(offer, chosen) : []), [offer, chosen]);
  return { chosen, toggle, missing: Boolean(offer?.separately && offer.links.length > 0 && selected.length === 0), selected };
}
