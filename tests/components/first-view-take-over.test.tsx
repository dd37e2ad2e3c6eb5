import { act, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { format } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moveStyleAttributes } from '@/first-view/style-attributes';
import { inlineMarkedStyles } from '@/first-view/marked-styles';
import { TakeOver } from '@/first-view/take-over';

/*
 * Decision 033: a guest's first view is hydrated. The server's markup carries marks and
 * `!important` rules instead of style attributes; once React has adopted the nodes, each element
 * must hold its own style, so a style prop that changes later is not overruled by the rule.
 */

let grow: (() => void) | undefined;

function Bar() {
  const [width, setWidth] = useState(40);
  grow = () => setWidth(75);
  return (
    <div>
      <span data-testid="bar" style={{ width: `${width}%`, height: '0.5em' }} />
      <button type="button">Тоглуулах</button>
    </div>
  );
}

/** Hydrates the server's markup in `container` with `page` under the take-over, as main.tsx does. */
const takeOver = (container: HTMLElement, page: ReactNode) =>
  act(async () => {
    hydrateRoot(container, <TakeOver container={container}>{page}</TakeOver>);
  });

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('taking over a hydrated first view', () => {
  it('moves each mark into its element, makes the page live, and lets a style change win', async () => {
    const { html, css } = moveStyleAttributes(renderToString(<Bar />));
    expect(html).toContain('data-fv-style="1"');
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    const container = document.createElement('div');
    container.setAttribute('inert', '');
    container.innerHTML = html;
    document.body.append(container);
    const served = container.querySelector('[data-testid="bar"]') as HTMLElement;
    const hydrationWarnings = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await takeOver(container, <Bar />);

    // React's development build points out the style attributes the server markup lacks: that
    // difference is the one this take-over exists to mend, and the only thing it says.
    expect(hydrationWarnings.mock.calls.length).toBeGreaterThan(0);
    for (const call of hydrationWarnings.mock.calls) {
      expect(format(...call)).toMatch(/attributes of the server rendered HTML didn't match/);
      expect(format(...call)).toMatch(/style=/);
    }

    const bar = container.querySelector('[data-testid="bar"]') as HTMLElement;
    expect(bar).toBe(served);
    expect(container.hasAttribute('inert')).toBe(false);
    await vi.waitFor(() => expect(bar.hasAttribute('data-fv-style')).toBe(false));
    expect(bar.style.width).toBe('40%');
    expect(bar.style.height).toBe('0.5em');

    await act(async () => grow!());
    expect(bar.style.width).toBe('75%');
    expect(bar.style.height).toBe('0.5em');
  });

  it('stays inert until every effect of the first commit has run', async () => {
    const container = document.createElement('div');
    container.setAttribute('inert', '');
    container.innerHTML = renderToString(<button type="button">Тоглуулах</button>);
    document.body.append(container);
    const seen: string[] = [];
    function Listener() {
      useLayoutEffect(() => {
        seen.push(`layout: ${container.hasAttribute('inert') ? 'inert' : 'live'}`);
      }, []);
      useEffect(() => {
        seen.push(`effect: ${container.hasAttribute('inert') ? 'inert' : 'live'}`);
      }, []);
      return <button type="button">Тоглуулах</button>;
    }

    await takeOver(container, <Listener />);

    // A child subscribes in its effect; a tap before that would reach a handler with no one
    // listening behind it.
    expect(seen).toEqual(['layout: inert', 'effect: inert']);
    expect(container.hasAttribute('inert')).toBe(false);
  });

  it('keeps a style React set after hydration over the older mark', () => {
    const style = document.createElement('style');
    style.textContent = '[data-fv-style="1"]{width:40% !important;height:0.5em !important}';
    document.head.append(style);
    const container = document.createElement('div');
    container.innerHTML = '<span data-fv-style="1"></span>';
    document.body.append(container);
    const bar = container.firstElementChild as HTMLElement;
    bar.style.width = '75%';

    inlineMarkedStyles(container);

    expect(bar.style.width).toBe('75%');
    expect(bar.style.height).toBe('0.5em');
    expect(bar.hasAttribute('data-fv-style')).toBe(false);
  });
});
