import { describe, expect, it } from 'vitest';
import { csvCell, csvRecord, csvTable } from './csv.js';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+2', "'=1+2"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['=A1,"b"', `"'=A1,""b"""`],
    [-1.5, '-1.5'],
    [null, ''],
    [true, 'true'],
  ] as const)('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('ends every record with CRLF', () => {
    expect(csvRecord(['a', 1])).toBe('a,1\r\n');
    expect(csvTable(['h'], [['x'], ['y']])).toBe('h\r\nx\r\ny\r\n');
  });
});
