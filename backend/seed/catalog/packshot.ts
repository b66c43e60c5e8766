import type { Packaging } from './kinds';
import { SeededRandom } from '../random';
import { fittedText, hashString, inkOn, mix, text } from './svgKit';

export interface PackshotSubject {
  brand: string;
  line: string;
  caption: string;
  pack: Packaging;
  color: string;
  /** Varies the decorations (e.g. the SKU). */
  key: string;
}

const SIZE = 800;

/** A white label with the brand and line, shrunk to the label's width. */
function label(subject: PackshotSubject, x: number, y: number, width: number, height: number): string {
  const centre = x + width / 2;
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="10" fill="#ffffff" opacity="0.92"/>`,
    fittedText(subject.brand, centre, y + height * 0.42, width - 24, 34, '#2b2b2b', true),
    `<rect x="${centre - width * 0.25}" y="${y + height * 0.52}" width="${width * 0.5}" height="3" fill="${subject.color}"/>`,
    fittedText(subject.line || subject.caption, centre, y + height * 0.75, width - 28, 24, '#555555'),
  ].join('');
}

/** The pack itself, drawn around x = 400 and standing on y = 660. */
function packShape(subject: PackshotSubject): string {
  const body = subject.color;
  const cap = mix(body, '#000000', 0.45);
  const light = mix(body, '#ffffff', 0.35);
  const ink = inkOn(body);
  switch (subject.pack) {
    case 'dropper':
      return `<rect x="315" y="360" width="170" height="300" rx="36" fill="${body}"/><rect x="370" y="318" width="60" height="46" fill="${cap}"/><rect x="355" y="298" width="90" height="34" rx="8" fill="${cap}"/><ellipse cx="400" cy="240" rx="38" ry="62" fill="#2b2b2b"/>${label(subject, 330, 440, 140, 170)}`;
    case 'bottle':
      return `<rect x="300" y="300" width="200" height="360" rx="30" fill="${body}"/><rect x="360" y="252" width="80" height="52" fill="${light}"/><rect x="345" y="180" width="110" height="78" rx="10" fill="${cap}"/>${label(subject, 315, 400, 170, 200)}`;
    case 'pump':
      return `<rect x="290" y="320" width="220" height="340" rx="24" fill="${body}"/><rect x="355" y="298" width="90" height="28" rx="6" fill="${cap}"/><rect x="385" y="228" width="30" height="72" fill="${cap}"/><rect x="385" y="222" width="110" height="22" rx="8" fill="${cap}"/>${label(subject, 305, 410, 190, 200)}`;
    case 'tube':
      return `<path d="M300 212 L500 212 L448 592 L352 592 Z" fill="${body}"/><rect x="294" y="180" width="212" height="36" rx="4" fill="${light}"/><rect x="345" y="588" width="110" height="72" rx="10" fill="${cap}"/>${label(subject, 326, 280, 148, 180)}`;
    case 'jar':
      return `<rect x="250" y="440" width="300" height="220" rx="30" fill="${body}"/><rect x="240" y="370" width="320" height="82" rx="16" fill="${cap}"/>${label(subject, 285, 480, 230, 140)}`;
    case 'box':
      return `<polygon points="280,220 320,185 560,185 520,220" fill="${light}"/><polygon points="520,220 560,185 560,625 520,660" fill="${cap}"/><rect x="280" y="220" width="240" height="440" fill="${body}"/>${label(subject, 295, 320, 210, 200)}`;
    case 'compact':
      return `<circle cx="400" cy="460" r="200" fill="${cap}"/><circle cx="400" cy="460" r="180" fill="${body}"/><circle cx="400" cy="460" r="150" fill="none" stroke="${light}" stroke-width="6"/>${fittedText(subject.brand, 400, 455, 230, 40, ink, true)}${fittedText(subject.line, 400, 505, 220, 24, ink)}`;
    case 'lipstick':
      return `<rect x="345" y="420" width="110" height="240" rx="8" fill="#2b2b2b"/><rect x="360" y="340" width="80" height="84" fill="#d4af37"/><path d="M368 340 L368 230 L432 170 L432 340 Z" fill="${body}"/>${text(subject.brand, { x: 400, y: 548, size: 22, fill: '#d4af37', bold: true, transform: 'rotate(-90 400 540)' })}`;
    case 'pencil':
      return `<rect x="362" y="300" width="76" height="360" rx="14" fill="${body}"/><rect x="358" y="150" width="84" height="160" rx="14" fill="${cap}"/>${text(subject.brand, { x: 400, y: 490, size: 24, fill: ink, bold: true, transform: 'rotate(-90 400 482)' })}`;
    case 'spray':
      return `<rect x="270" y="360" width="260" height="300" rx="40" fill="${body}" opacity="0.88"/><rect x="290" y="420" width="220" height="220" rx="30" fill="${light}" opacity="0.5"/><rect x="375" y="322" width="50" height="42" fill="#bfbfbf"/><rect x="340" y="222" width="120" height="104" rx="12" fill="${cap}"/>${label(subject, 320, 450, 160, 130)}`;
    case 'device':
      return `<rect x="230" y="260" width="340" height="380" rx="40" fill="#f4f4f4" stroke="${body}" stroke-width="10"/><rect x="285" y="310" width="230" height="140" rx="12" fill="#1f2d3a"/>${text('120/80', { x: 400, y: 400, size: 52, fill: '#7ee0b8', bold: true })}<circle cx="340" cy="540" r="26" fill="${body}"/><circle cx="460" cy="540" r="26" fill="${light}"/>${fittedText(subject.brand, 400, 612, 280, 28, '#2b2b2b', true)}`;
    case 'voucher':
      return `<rect x="140" y="250" width="520" height="300" rx="28" fill="${body}"/><circle cx="140" cy="400" r="30" fill="#ffffff"/><circle cx="660" cy="400" r="30" fill="#ffffff"/><line x1="530" y1="270" x2="530" y2="530" stroke="${ink}" stroke-width="3" stroke-dasharray="10 8"/>${text('LAB TEST VOUCHER', { x: 190, y: 310, size: 22, fill: ink, bold: true, anchor: 'start' })}${fittedText(subject.caption, 335, 420, 330, 40, ink, true)}${fittedText(subject.brand, 335, 500, 300, 26, ink)}${text('+', { x: 595, y: 425, size: 72, fill: ink, bold: true })}`;
    case 'kit':
      return `<rect x="250" y="250" width="70" height="200" rx="14" fill="${light}"/><rect x="350" y="200" width="90" height="250" rx="20" fill="${cap}"/><rect x="470" y="280" width="80" height="170" rx="10" fill="${mix(body, '#ffffff', 0.6)}"/><rect x="190" y="390" width="420" height="270" rx="16" fill="${body}"/>${fittedText(subject.brand, 400, 500, 360, 46, ink, true)}${fittedText(subject.line, 400, 560, 360, 30, ink)}`;
  }
}

/**
 * An 800x800 product photo stand-in. View 1 is the pack alone; view 2 adds its carton;
 * view 3 is a close-up of the texture in the product's colour.
 */
export function packshotSvg(subject: PackshotSubject, view: number): string {
  const random = new SeededRandom(hashString(`${subject.key}#${view}`));
  const background = mix(subject.color, '#ffffff', view === 3 ? 0.7 : 0.86);
  const bubbles = Array.from({ length: 3 }, () =>
    `<circle cx="${random.int(60, 740)}" cy="${random.int(60, 420)}" r="${random.int(30, 110)}" fill="#ffffff" opacity="0.35"/>`,
  ).join('');
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${background}"/></linearGradient></defs>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`,
    bubbles,
  ];
  if (view === 3) {
    const blobs = Array.from({ length: 5 }, () =>
      `<ellipse cx="${random.int(200, 600)}" cy="${random.int(220, 520)}" rx="${random.int(90, 200)}" ry="${random.int(50, 120)}" fill="${subject.color}" opacity="${(0.45 + random.next() * 0.4).toFixed(2)}"/>`,
    ).join('');
    parts.push(blobs, fittedText(subject.brand, 400, 660, 600, 56, '#2b2b2b', true));
  } else {
    parts.push('<ellipse cx="400" cy="664" rx="200" ry="20" fill="#000000" opacity="0.08"/>');
    if (view === 2) parts.push(`<g transform="translate(150 30) scale(0.8)" opacity="0.9"><rect x="280" y="220" width="240" height="440" fill="${mix(subject.color, '#000000', 0.2)}"/>${fittedText(subject.brand, 400, 440, 200, 30, '#ffffff', true)}</g>`);
    parts.push(view === 2 ? `<g transform="translate(-70 0)">${packShape(subject)}</g>` : packShape(subject));
  }
  parts.push(fittedText(subject.line || subject.brand, 400, 728, 700, 32, '#2b2b2b', true), fittedText(subject.caption, 400, 768, 700, 22, '#666666'), '</svg>');
  return parts.join('');
}
