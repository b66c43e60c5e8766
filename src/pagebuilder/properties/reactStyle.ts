import { type CSSProperties } from 'react';
import { type StyleRecord } from '../parse/contentNode';

const camelCase = (property: string) =>
  property.startsWith('--') ? property : property.replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** A resolved CSS record as a React style prop (set through the CSSOM, which the CSP allows). */
export function toReactStyle(record: StyleRecord, omit: readonly string[] = []): CSSProperties {
  const style: Record<string, string> = {};
  for (const [property, value] of Object.entries(record)) {
    if (omit.includes(property) || omit.some((prefix) => prefix.endsWith('*') && property.startsWith(prefix.slice(0, -1)))) continue;
    style[camelCase(property)] = value;
  }
  return style as CSSProperties;
}
