/** A rule style-attributes.ts wrote for one mark. */
const MARK_RULE = /^\[data-fv-style="(\d+)"\]$/;

/**
 * After hydration React believes each element carries the style prop it rendered, but the
 * server's markup has a `data-fv-style` mark and an `!important` rule instead (the CSP refuses
 * style attributes in markup). Copying each mark's declarations into the element's own style,
 * through the CSSOM, which the policy allows, makes the page what React believes it is: a style
 * prop that changes later then takes effect instead of losing to the rule. A property React has
 * already set since (this runs a moment after hydration) is newer than the mark, and is kept.
 */
export function inlineMarkedStyles(root: HTMLElement): void {
  const marked = root.querySelectorAll<HTMLElement>('[data-fv-style]');
  if (marked.length === 0) return;
  const rules = new Map<string, CSSStyleDeclaration>();
  for (const element of document.head.querySelectorAll('style')) {
    for (const rule of element.sheet?.cssRules ?? []) {
      const mark = rule instanceof CSSStyleRule && MARK_RULE.exec(rule.selectorText)?.[1];
      if (mark) rules.set(mark, rule.style);
    }
  }
  for (const element of marked) {
    const declared = rules.get(element.dataset.fvStyle ?? '');
    for (let i = 0; declared && i < declared.length; i++) {
      const name = declared.item(i);
      if (element.style.getPropertyValue(name) === '') {
        element.style.setProperty(name, declared.getPropertyValue(name));
      }
    }
    element.removeAttribute('data-fv-style');
  }
}
