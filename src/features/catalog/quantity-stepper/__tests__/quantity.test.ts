import { parseQuantity, stepQuantity } from '../quantity';

describe('quantities as typed', () => {
  it('reads whole numbers, including 0 and negatives, and nothing else', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 0 ')).toBe(0);
    expect(parseQuantity('-2')).toBe(-2);
    expect(parseQuantity('1.5')).toBeNaN();
    expect(parseQuantity('')).toBeNaN();
    expect(parseQuantity('2e3')).toBeNaN();
  });

  it('steps by one and never below the minimum', () => {
    expect(stepQuantity('1', 1, 1)).toBe('2');
    expect(stepQuantity('1', -1, 1)).toBe('1');
    expect(stepQuantity('0', -1, 0)).toBe('0');
    expect(stepQuantity('-5', 1, 1)).toBe('1');
    expect(stepQuantity('', 1, 0)).toBe('1');
  });
});
