import { bigRecordId, decimalAmount, decimalString, InexactJsonNumber, intLike, recordId } from './common';

describe('ids and integers', () => {
  it('keep integers within int4, and ids of bigint tables within the digits a JSON number keeps', () => {
    expect(intLike.safeParse(2_147_483_647).success).toBe(true);
    expect(intLike.safeParse('2147483648').success).toBe(false);
    expect(intLike.safeParse(-2_147_483_649).success).toBe(false);
    expect(recordId.safeParse(0).success).toBe(false);
    expect(bigRecordId.safeParse('2147483648').data).toBe(2_147_483_648);
    expect(bigRecordId.safeParse(2 ** 53).success).toBe(false);
    expect(bigRecordId.safeParse(new InexactJsonNumber('99999999999999999999')).success).toBe(false);
  });
});

describe('decimal amounts', () => {
  it('take decimal strings and exact numbers, as plain decimal text', () => {
    expect(decimalString.parse(' 12.50 ')).toBe('12.50');
    expect(decimalString.parse(1234.5)).toBe('1234.5');
    expect(decimalString.parse(1e-7)).toBe('0.0000001');
    expect(decimalString.parse(1e17)).toBe('100000000000000000');
    expect(decimalString.parse('-007.25')).toBe('-7.25');
  });

  it('refuse numbers whose digits were lost, and more digits than the column keeps', () => {
    const lost = decimalString.safeParse(new InexactJsonNumber('1234567890.123456789'));
    expect(lost.error?.issues[0].message).toMatch(/decimal string: the JSON number 1234567890\.123456789 cannot be kept exactly/);
    expect(decimalString.safeParse('1234567890123456789').error?.issues[0].message).toMatch(/at most 18 digits before/);
    expect(decimalString.safeParse('1.1234567890123456789').success).toBe(false);
    expect(decimalAmount({ integer: 5, fraction: 4 }).safeParse('12345.6789').success).toBe(true);
    expect(decimalAmount({ integer: 5, fraction: 4 }).safeParse('123456').success).toBe(false);
    for (const bad of ['1e5', '', 'abc', '1.', '.5', Number.NaN, Number.POSITIVE_INFINITY, {}, []]) {
      expect(decimalString.safeParse(bad).success).toBe(false);
    }
  });
});
