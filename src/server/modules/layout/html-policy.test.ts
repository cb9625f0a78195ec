import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sanitizeFragment, unsafeHtmlReason } from './html-policy.js';

describe('sanitizeFragment', () => {
  it('keeps the allowed menu markup', () => {
    const html =
      '<nav class="menu"><h2>Shop</h2><ul class="list top"><li><a href="https://example.com/sxfi">SXFI</a></li>' +
      '<li><a href="/sale" class="sale">Sale</a></li></ul><p><strong>Bold</strong> <em>it</em> <span>x</span></p>' +
      '<ol><li>1</li></ol><h3>Help</h3><div class="foot">Footer &amp; more © 2024</div></nav>';
    expect(sanitizeFragment(html)).toBe(html);
    // A character reference other than &amp; &lt; &gt; comes out as the character itself.
    expect(sanitizeFragment('<p>&copy; 2024</p>')).toBe('<p>© 2024</p>');
  });

  it('drops scripts, styles and other code with their content', () => {
    expect(sanitizeFragment('<ul><li>a</li><script>alert(1)</script><style>body{}</style></ul>')).toBe(
      '<ul><li>a</li></ul>',
    );
    expect(sanitizeFragment('<SCRIPT SRC=//evil.example/x.js></SCRIPT><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeFragment('<svg><script>alert(1)</script><a href="/x">x</a></svg>tail')).toBe('tail');
    expect(sanitizeFragment('<iframe src="https://evil.example"></iframe><object data="x"></object>')).toBe('');
    expect(sanitizeFragment('<template><img src=x onerror=alert(1)></template>t')).toBe('t');
    expect(sanitizeFragment('<script>never closed <p>still script')).toBe('');
    expect(sanitizeFragment('<textarea></textarea><script>x</script >y')).toBe('y');
  });

  it('drops event handlers, styles and every attribute that is not href or class', () => {
    expect(sanitizeFragment('<div class="a" onclick="alert(1)" style="x:y" id="i" data-x="1">t</div>')).toBe(
      '<div class="a">t</div>',
    );
    expect(sanitizeFragment('<a href="/ok" onmouseover=alert(1) target=_blank>t</a>')).toBe('<a href="/ok">t</a>');
    expect(sanitizeFragment('<p/onclick=alert(1)>t</p>')).toBe('<p>t</p>');
    expect(sanitizeFragment('<a href="/x"onclick="alert(1)">t</a>')).toBe('<a href="/x">t</a>');
    expect(sanitizeFragment('<span class="ok&quot; onclick=&quot;x">t</span>')).toBe('<span>t</span>');
    expect(sanitizeFragment('<span class="a b&#34;>">t</span>')).toBe('<span class="a">t</span>');
  });

  it('unwraps elements that are not allowed, keeping their text', () => {
    expect(sanitizeFragment('<table><tr><td>cell</td></tr></table>')).toBe('cell');
    expect(sanitizeFragment('<img src=x onerror=alert(1)>after')).toBe('after');
    expect(sanitizeFragment('<form action="/x"><input name="a"><button>go</button></form>')).toBe('go');
    expect(sanitizeFragment('<h1>Title</h1><b>b</b><br>')).toBe('Titleb');
  });

  it('removes javascript:, data: and other schemes from links, however they are disguised', () => {
    const hostile = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      'jav&#x61;script:alert(1)',
      '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'mailto:x@example.com',
    ];
    for (const href of hostile) {
      expect(sanitizeFragment(`<a href="${href.replace(/"/g, '&quot;')}">t</a>`), href).toBe('<a>t</a>');
    }
    expect(sanitizeFragment("<a href='https://example.com/a?b=1&amp;c=2'>t</a>")).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2">t</a>',
    );
    expect(sanitizeFragment('<a href=//cdn.example.com/x>t</a>')).toBe('<a href="//cdn.example.com/x">t</a>');
    expect(sanitizeFragment('<a href="help/page:1">t</a>')).toBe('<a href="help/page:1">t</a>');
  });

  it('escapes stray markup characters and drops comments and doctypes', () => {
    expect(sanitizeFragment('a < b > c & d')).toBe('a &lt; b &gt; c &amp; d');
    expect(sanitizeFragment('<!-- <script>alert(1)</script> --><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeFragment('<!doctype html><?xml version="1.0"?><![CDATA[x]]>y')).toBe('y');
    expect(sanitizeFragment('<!-- never closed <script>alert(1)</script>')).toBe('');
    expect(sanitizeFragment('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    // A tag that never ends is no markup at all.
    expect(sanitizeFragment('<a href="x>unterminated')).toBe('');
    expect(sanitizeFragment('&lt;script&gt;')).toBe('&lt;script&gt;');
  });

  it('keeps the output well nested: stray end tags dropped, open elements closed', () => {
    // As in a browser: a new <li> closes the open one, and a stray </p> stands for an empty paragraph.
    expect(sanitizeFragment('</div><ul><li>a<li>b</ul></p>')).toBe('<ul><li>a</li><li>b</li></ul><p></p>');
    expect(sanitizeFragment('<div><p>open')).toBe('<div><p>open</p></div>');
  });

  it('runs in linear time on hostile input', () => {
    const inputs = [
      '<a '.repeat(50_000),
      '<a x="'.repeat(30_000),
      '<script>'.repeat(20_000),
      `<p ${' '.repeat(100_000)}`,
      '<'.repeat(100_000),
    ];
    for (const input of inputs) {
      const started = performance.now();
      sanitizeFragment(input);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });
});

describe('links', () => {
  const href = (value: string) => sanitizeFragment(`<a href="${value}">t</a>`);
  it('keeps https and relative links only; plain http is refused', () => {
    expect(href('https://example.com')).toBe('<a href="https://example.com">t</a>');
    expect(href('HTTPS://example.com')).toBe('<a href="HTTPS://example.com">t</a>');
    expect(href('/rma')).toBe('<a href="/rma">t</a>');
    expect(href('help#top')).toBe('<a href="help#top">t</a>');
    expect(href('?store=us')).toBe('<a href="?store=us">t</a>');
    expect(href('http://example.com')).toBe('<a>t</a>');
    expect(href('HTTP://example.com')).toBe('<a>t</a>');
    expect(href('')).toBe('<a>t</a>');
    expect(href('javascript:void(0)')).toBe('<a>t</a>');
    expect(href('ftp://example.com')).toBe('<a>t</a>');
  });
});

describe('unsafeHtmlReason (the import check, with the same policy)', () => {
  it('accepts what the policy keeps whole', () => {
    const menu =
      '<nav class="menu"><ul><li><a href="https://www.example.com/us">Home</a></li>' +
      '<li><a href="/rma" class="current">Returns</a></li></ul><p>&copy; <strong>Example</strong></p></nav>';
    expect(unsafeHtmlReason(menu)).toBeUndefined();
    expect(unsafeHtmlReason('plain text & more')).toBeUndefined();
  });

  it.each([
    ['<script>alert(1)</script>', 'contains a <script> element'],
    ['<ul><li>a</li><SCRIPT SRC=//evil.example/x.js></SCRIPT></ul>', 'contains a <script> element'],
    ['<style>body{display:none}</style>', 'contains a <style> element'],
    ['<iframe src="https://evil.example"></iframe>', 'contains a <iframe> element'],
    ['<svg><a href="/x" onclick="alert(1)">x</a></svg>', 'contains a <svg> element'],
    ['<img src=x onerror=alert(1)>', 'contains a <img> element'],
    ['<form action="/x"><button>go</button></form>', 'contains a <form> element'],
    ['<object data="x"></object>', 'contains a <object> element'],
    ['<div onclick="alert(1)">t</div>', 'contains an event handler attribute'],
    ['<p/onclick=alert(1)>t</p>', 'contains an event handler attribute'],
    ['<a style="color:red">x</a>', 'contains a style attribute'],
    ['<div id="x">t</div>', 'contains a id attribute'],
    ['<a href="/ok" target="_blank">t</a>', 'contains a target attribute'],
    ['<span class="ok&quot; onclick=&quot;x">t</span>', 'contains a class attribute with other than plain class names'],
    ['<a href="javascript:alert(1)">x</a>', 'contains a script or data link'],
    ['<a href="java&#x09;script:alert(1)">x</a>', 'contains a script or data link'],
    ['<a href="&#106;avascript&colon;alert(1)">x</a>', 'contains a script or data link'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', 'contains a script or data link'],
    ['<a href="vbscript:msgbox(1)">x</a>', 'contains a script or data link'],
    ['<a href="http://example.com">x</a>', 'contains a plain http link (use https or a relative path)'],
    ['<a href="mailto:x@example.com">x</a>', 'contains a mailto: link (use https or a relative path)'],
    ['<a href="">x</a>', 'contains an empty link'],
  ])('refuses %s: %s', (html, reason) => {
    expect(unsafeHtmlReason(html)).toBe(reason);
    // What the import refuses is exactly what serving would alter.
    expect(sanitizeFragment(html)).not.toBe(html);
  });

  it('accepts every demo fragment, which serving leaves unchanged', () => {
    const demo = JSON.parse(fs.readFileSync(new URL('../../demo/demo-data.json', import.meta.url), 'utf8')) as {
      layout: { html: string }[];
    };
    expect(demo.layout.length).toBeGreaterThan(0);
    for (const { html } of demo.layout) {
      expect(unsafeHtmlReason(html), html).toBeUndefined();
      expect(sanitizeFragment(html)).toBe(html);
    }
  });
});
