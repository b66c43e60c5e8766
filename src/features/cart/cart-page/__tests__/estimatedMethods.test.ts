import { pickEstimatedMethod, type EstimatedMethod } from '../estimatedMethods';

const method = (carrier_code: string, method_code: string, amount: number, available = true): EstimatedMethod => ({
  carrier_code,
  method_code,
  carrier_title: carrier_code.toUpperCase(),
  method_title: method_code,
  amount,
  available,
});

const jneReg = method('jne', 'reg', 18000);
const jneYes = method('jne', 'yes', 32000);
const sicepat = method('sicepat', 'reg', 16000);
const pickup = method('instore', 'pickup', 0);

describe('pickEstimatedMethod', () => {
  it('uses the cheapest delivery by default: in-store pickup is offered but is not a delivery', () => {
    expect(pickEstimatedMethod([jneReg, jneYes, sicepat, pickup], null)).toBe(sicepat);
  });

  it('uses the method the shopper picked while it is offered, pickup included', () => {
    expect(pickEstimatedMethod([jneReg, jneYes, sicepat, pickup], 'jne|yes')).toBe(jneYes);
    expect(pickEstimatedMethod([jneReg, jneYes, sicepat, pickup], 'instore|pickup')).toBe(pickup);
  });

  it('falls back to the cheapest delivery when the pick is no longer offered or not available', () => {
    expect(pickEstimatedMethod([jneReg, sicepat], 'jne|yes')).toBe(sicepat);
    expect(pickEstimatedMethod([jneReg, method('sicepat', 'reg', 16000, false)], null)).toBe(jneReg);
  });

  it('uses pickup only when nothing else is offered, and nothing when nothing is', () => {
    expect(pickEstimatedMethod([pickup], null)).toBe(pickup);
    expect(pickEstimatedMethod([], null)).toBeNull();
    expect(pickEstimatedMethod(null, 'jne|reg')).toBeNull();
  });
});
