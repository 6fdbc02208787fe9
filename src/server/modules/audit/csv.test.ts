import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.ts';

describe('audit CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    [' padded ', '" padded "'],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['a=b', 'a=b'],
  ])('%j becomes %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it('writes empty cells for null, ISO dates, JSON for objects, and CRLF rows', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvCell({ role: 'user', n: 1 })).toBe('"{""role"":""user"",""n"":1}"');
    expect(csvCell(42)).toBe('42');
    expect(csvRow(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });
});
