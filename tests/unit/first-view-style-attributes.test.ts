import { describe, expect, it } from 'vitest';
import { moveStyleAttributes } from '@/first-view/style-attributes';

describe("a first view's style attributes", () => {
  it('become marks with one rule each, important as the attribute was', () => {
    const { html, css } = moveStyleAttributes(
      '<span class="a" style="width:45%;height:0.75em" aria-hidden="true"></span>' +
        '<span style="width:80%"></span><span style="width:45%;height:0.75em"></span>',
    );
    expect(html).toBe(
      '<span class="a" data-fv-style="1" aria-hidden="true"></span>' +
        '<span data-fv-style="2"></span><span data-fv-style="1"></span>',
    );
    expect(css).toBe(
      '[data-fv-style="1"]{width:45% !important;height:0.75em !important}' +
        '[data-fv-style="2"]{width:80% !important}',
    );
  });

  it('leaves text and attribute values alone, and never copies anything odd into CSS', () => {
    const text = '<p>write style="color:red" in text</p><a title="x style=&quot;y&quot;">z</a>';
    expect(moveStyleAttributes(text)).toEqual({ html: text, css: '' });
    const odd = moveStyleAttributes('<b style="color:red}body{display:none">b</b>');
    expect(odd).toEqual({ html: '<b>b</b>', css: '' });
    const escaped = moveStyleAttributes('<i style="background:url(&quot;x&quot;)">i</i>');
    expect(escaped).toEqual({ html: '<i>i</i>', css: '' });
  });
});
