import { describe, expect, it } from 'vitest';
import { builtinProvider, isBuiltinTrackingNo, newBuiltinTrackingNo, trackingCheckDigit } from './builtin-provider.js';

describe('built-in tracking references', () => {
  it.each([
    // UPU S10's example item RR 47312482 9 GB.
    ['47312482', 9],
    ['00000000', 5],
    ['12345678', 5],
    ['1234567890', 0],
    ['0000000001', 5],
  ])('check digit of %s is %i', (digits, check) => {
    expect(trackingCheckDigit(digits)).toBe(check);
  });

  it('makes RL, 10 digits and their check digit', () => {
    let n = 0;
    const reference = newBuiltinTrackingNo(() => (n++ % 9) + 1);
    expect(reference).toBe('RL1234567891' + String(trackingCheckDigit('1234567891')).slice(-1));
    expect(reference).toHaveLength(13);
    expect(isBuiltinTrackingNo(reference)).toBe(true);
  });

  it.each([
    ['RL12345678900', true],
    ['RL12345678907', false],
    ['RL21345678900', false],
    ['RL1234567890', false],
    ['XX12345678900', false],
    ['rl12345678900', false],
  ])('%s is well formed: %s', (value, ok) => {
    expect(isBuiltinTrackingNo(value)).toBe(ok);
  });

  it('the provider answers a fresh well-formed reference each time', async () => {
    const input = {
      rmaNo: 'RMA00000001',
      store: 'uk',
      from: { lines: [], countryCode: 'GB' },
      to: { name: 'C', lines: [] },
      parcel: [],
    };
    const a = await builtinProvider.createShipment(input);
    const b = await builtinProvider.createShipment(input);
    expect(isBuiltinTrackingNo(a.trackingNo)).toBe(true);
    expect(a.trackingNo).not.toBe(b.trackingNo);
  });
});
