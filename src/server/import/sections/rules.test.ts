import { describe, expect, it } from 'vitest';
import { unsafeHtmlReason } from '../../modules/layout/html-policy.js';
import { windowProblems } from './maintenance.js';
import { parentLineProblem } from './orders.js';
import { methodProblem } from './rma-lines.js';
import { statusesOfType } from './rmas.js';

/** The section rules that need no database, case by case. */

describe('unsafeHtmlReason: layout HTML that could run script or break the page', () => {
  it.each([
    ['<ul><li><a href="https://www.example.com/us">Home</a></li></ul>', undefined],
    ['<a href="/rma/">Returns</a>', undefined],
    ['<script>alert(1)</script>', 'contains a <script> element'],
    // Not a tag to a browser's parser: served as escaped text, so nothing to refuse.
    ['< IFRAME src="https://x">', undefined],
    ['<IFRAME src="https://x">', 'contains a <iframe> element'],
    ['<svg><a>x</a></svg>', 'contains a <svg> element'],
    ['<img src="x" onerror="steal()">', 'contains a <img> element'],
    ['<a href="/x" onclick="steal()">x</a>', 'contains an event handler attribute'],
    ['<a style="color:red">x</a>', 'contains a style attribute'],
    ['<iframe srcdoc="x">', 'contains a <iframe> element'],
    ['<div srcdoc="x">', 'contains a srcdoc attribute'],
    ['<a href="javascript:alert(1)">x</a>', 'contains a script or data link'],
    ['<img src = " data:image/png;base64,AAAA">', 'contains a <img> element'],
    ['<a href = " data:text/html;base64,AAAA">x</a>', 'contains a script or data link'],
    ['<a href="http://example.com">x</a>', 'contains a plain http link (use https or a relative path)'],
  ])('%s', (html, reason) => {
    expect(unsafeHtmlReason(html)).toBe(reason);
  });
});

describe('parentLineProblem: a child line names a bundle line of its order', () => {
  const byLine = new Map([
    [1, {}],
    [2, { parentLineNo: 1 }],
  ]);
  it.each([
    [{ lineNo: 3 }, undefined],
    [{ lineNo: 3, parentLineNo: 1 }, undefined],
    [{ lineNo: 3, parentLineNo: 3 }, 'a line cannot be its own parent'],
    [{ lineNo: 1, parentLineNo: 1 }, 'a line cannot be its own parent'],
    [{ lineNo: 3, parentLineNo: 9 }, 'no line 9 in this order'],
    [{ lineNo: 3, parentLineNo: 2 }, 'line 2 is itself a child line'],
  ])('%j', (item, problem) => {
    expect(parentLineProblem(item, byLine)).toBe(problem);
  });
});

describe('methodProblem: the methods of an RMA type', () => {
  it.each([
    [1, 'RF', undefined],
    [1, 'RP', "a refund RMA's lines use RF"],
    [1, 'RN', "a refund RMA's lines use RF"],
    [2, 'RP', undefined],
    [2, 'RN', undefined],
    [2, 'RF', "a replacement RMA's lines use RP or RN"],
    [undefined, 'RF', undefined],
    [1, undefined, undefined],
  ])('type %s, method %s', (type, method, problem) => {
    expect(methodProblem(type, method)).toBe(problem);
  });
});

describe('statusesOfType', () => {
  it.each([
    [1, 'REFUND_COMPLETED', true],
    [1, 'SHIPPED', false],
    [1, 'CLOSED', true],
    [2, 'SHIPPED', true],
    [2, 'CHECKING', true],
    [2, 'REFUND_PROCESSING', false],
    [2, 'CANCELED', true],
  ])('type %i allows %s: %s', (type, status, allowed) => {
    expect(statusesOfType(type)!.has(status)).toBe(allowed);
  });
  it('has no list for an unreadable type', () => {
    expect(statusesOfType(undefined)).toBeUndefined();
  });
});

describe('windowProblems: a maintenance window runs hideFrom ≤ startsAt < endsAt', () => {
  const at = (hour: number) => `2025-01-01T${String(hour).padStart(2, '0')}:00:00.000Z`;
  it.each([
    [{ hideFrom: at(0), startsAt: at(1), endsAt: at(2) }, []],
    [{ hideFrom: at(1), startsAt: at(1), endsAt: at(2) }, []],
    [{ hideFrom: at(2), startsAt: at(1), endsAt: at(3) }, ['startsAt: before hideFrom']],
    [{ hideFrom: at(0), startsAt: at(2), endsAt: at(2) }, ['endsAt: not after startsAt']],
    [{ hideFrom: at(3), startsAt: at(2), endsAt: at(1) }, ['startsAt: before hideFrom', 'endsAt: not after startsAt']],
    [{ startsAt: at(2), endsAt: at(1) }, ['endsAt: not after startsAt']],
    [{ hideFrom: at(3) }, []],
  ])('%j', (window, problems) => {
    expect(windowProblems(window)).toEqual(problems);
  });
});
