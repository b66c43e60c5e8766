import { formatPoints } from '../formatPoints';
import { withSign } from '../withSign';

describe('formatPoints', () => {
  it('groups thousands with dots, as the rupiah beside them', () => {
    expect(formatPoints(3170)).toBe('3.170');
    expect(formatPoints(1234567)).toBe('1.234.567');
    expect(formatPoints(0)).toBe('0');
  });
});

describe('withSign', () => {
  it('writes gains with a plus and losses with a minus sign', () => {
    expect(withSign(500, formatPoints)).toBe('+500');
    expect(withSign(-2000, formatPoints)).toBe('−2.000');
    expect(withSign(0, formatPoints)).toBe('+0');
  });
});
