import { addressLines, telHref, type MapLocation, type MapPosition } from './mapLocation';

/*
 * The part of the Google Maps JavaScript API the map uses, typed here (no @types package), and its
 * loader: one script element with the key, no inline script (the CSP forbids it).
 */

interface Listenable {
  addListener(event: string, handler: () => void): unknown;
}

export interface GoogleMap {
  fitBounds(bounds: GoogleLatLngBounds): void;
}

export interface GoogleMarker extends Listenable {
  setMap(map: GoogleMap | null): void;
}

export interface GoogleInfoWindow {
  open(options: { map: GoogleMap; anchor: GoogleMarker }): void;
  close(): void;
}

export interface GoogleLatLngBounds {
  extend(position: MapPosition): void;
}

export interface GoogleMapOptions {
  center: MapPosition;
  zoom: number;
  scrollwheel: boolean;
  disableDefaultUI: boolean;
}

export interface GoogleMapsApi {
  Map: new (element: HTMLElement, options: GoogleMapOptions) => GoogleMap;
  Marker: new (options: { map: GoogleMap; position: MapPosition; title?: string }) => GoogleMarker;
  InfoWindow: new (options: { content: Node; maxWidth?: number }) => GoogleInfoWindow;
  LatLngBounds: new () => GoogleLatLngBounds;
}

/** The global function the API calls once loaded (`callback=` in its URL). */
const READY_CALLBACK = '__pageBuilderMapsReady';
export const MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';

type MapsWindow = Window & { google?: { maps?: Partial<GoogleMapsApi> }; gm_authFailure?: () => void; [READY_CALLBACK]?: () => void };

/** spec §9: maps open at zoom 8 with the scroll wheel off (the page scrolls, not the map). */
export const MAP_ZOOM = 8;


const mapsWindow = () => window as MapsWindow;

/** The loaded API, or null until it is there. */
function loadedApi(): GoogleMapsApi | null {
  const maps = mapsWindow().google?.maps;
  return maps && typeof maps.Map === 'function' && typeof maps.Marker === 'function' && typeof maps.InfoWindow === 'function' && typeof maps.LatLngBounds === 'function'
    ? (maps as GoogleMapsApi)
    : null;
}

let loading: Promise<GoogleMapsApi> | null = null;
const authFailureListeners = new Set<() => void>();

/** Loads the Maps JavaScript API once for the page (later calls share it); rejects when it cannot load. */
export function loadGoogleMaps(apiKey: string): Promise<GoogleMapsApi> {
  const ready = loadedApi();
  if (ready) return Promise.resolve(ready);
  if (!loading) {
    loading = new Promise<GoogleMapsApi>((resolve, reject) => {
      const target = mapsWindow();
      // Google calls this when the key is refused: the maps on the page show their locations instead.
      target.gm_authFailure = () => authFailureListeners.forEach((listener) => listener());
      const script = document.createElement('script');
      const fail = () => {
        loading = null;
        script.remove();
        reject(new Error('Google Maps could not be loaded.'));
      };
      target[READY_CALLBACK] = () => {
        const api = loadedApi();
        if (api) resolve(api);
        else fail();
      };
      script.src = `${MAPS_SCRIPT_URL}?key=${encodeURIComponent(apiKey)}&loading=async&callback=${READY_CALLBACK}`;
      script.async = true;
      script.onerror = fail;
      document.head.appendChild(script);
    });
  }
  return loading;
}

/** Calls `listener` when Google refuses the key; returns the unsubscribe function. */
export function onMapsAuthFailure(listener: () => void): () => void {
  authFailureListeners.add(listener);
  return () => authFailureListeners.delete(listener);
}

function appendText(parent: HTMLElement, tag: string, text: string): HTMLElement {
  const element = document.createElement(tag);
  element.textContent = text;
  parent.appendChild(element);
  return element;
}

/** A marker's info window: built as DOM nodes with text, never as an HTML string. */
export function infoWindowContent(location: MapLocation): HTMLElement {
  const root = document.createElement('div');
  if (location.name) appendText(root, 'strong', location.name);
  const lines = addressLines(location);
  if (lines.length) {
    const address = document.createElement('address');
    lines.forEach((line, index) => {
      if (index) address.appendChild(document.createElement('br'));
      address.appendChild(document.createTextNode(line));
    });
    root.appendChild(address);
  }
  const href = location.phone ? telHref(location.phone) : null;
  if (href) {
    const paragraph = document.createElement('p');
    appendText(paragraph, 'a', location.phone).setAttribute('href', href);
    root.appendChild(paragraph);
  }
  if (location.comment) appendText(root, 'p', location.comment).style.whiteSpace = 'pre-line';
  return root;
}

/**
 * Draws the map in `element`: zoom 8 on the first location (fitted to all of them when there are
 * several), scroll wheel off, Google's controls only when shown; a marker per location opening its
 * details. Returns a function that takes the markers off again.
 */
export function drawMap(maps: GoogleMapsApi, element: HTMLElement, locations: readonly MapLocation[], showControls: boolean): () => void {
  const map = new maps.Map(element, { center: locations[0].position, zoom: MAP_ZOOM, scrollwheel: false, disableDefaultUI: !showControls });
  const bounds = new maps.LatLngBounds();
  let openWindow: GoogleInfoWindow | null = null;
  const markers = locations.map((location) => {
    const marker = new maps.Marker({ map, position: location.position, title: location.name || undefined });
    const info = new maps.InfoWindow({ content: infoWindowContent(location), maxWidth: 350 });
    marker.addListener('click', () => {
      openWindow?.close();
      info.open({ map, anchor: marker });
      openWindow = info;
    });
    bounds.extend(location.position);
    return marker;
  });
  if (locations.length > 1) map.fitBounds(bounds);
  return () => markers.forEach((marker) => marker.setMap(null));
}

/** The key the server puts in the page head when GOOGLE_MAPS_API_KEY is set; null without one. */
export function readMapsApiKey(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>('meta[name="google-maps-api-key"]')?.content.trim() || null;
}
