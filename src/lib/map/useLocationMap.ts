import { useEffect, useMemo, useState } from 'react';
import { useNearViewport } from '../ui/useNearViewport';
import { drawMap, loadGoogleMaps, onMapsAuthFailure, readMapsApiKey } from './googleMaps';
import { type MapLocation } from './mapLocation';

/**
 * Talon: draws the Google map once its box comes near the viewport, when the page has a maps
 * key. Without a key, or when Google cannot load or refuses the key, the component lists the
 * locations instead (`showList`): a map never fails the page.
 */
export function useLocationMap(locations: readonly MapLocation[], showControls: boolean) {
  const [apiKey] = useState(readMapsApiKey);
  const [failed, setFailed] = useState(false);
  const { ref, near } = useNearViewport<HTMLDivElement>('300px', Boolean(apiKey));
  // The aggregator reads new objects on every render: redraw only when the locations change.
  const signature = JSON.stringify(locations);
  const stable = useMemo(() => JSON.parse(signature) as MapLocation[], [signature]);

  useEffect(() => {
    const element = ref.current;
    if (!apiKey || failed || !near || !element || !stable.length) return undefined;
    let active = true;
    let removeMarkers = () => {};
    const stopWatching = onMapsAuthFailure(() => setFailed(true));
    loadGoogleMaps(apiKey).then(
      (maps) => {
        if (active) removeMarkers = drawMap(maps, element, stable, showControls);
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
      removeMarkers();
      stopWatching();
    };
  }, [ref, apiKey, failed, near, stable, showControls]);

  return { ref, showList: !apiKey || failed };
}
