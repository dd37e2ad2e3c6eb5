/*
 * Stands in for react-aria's `useDefaultLocale` module (swapped in by vite.config.ts). The
 * original reads the browser's language and asks Intl about it when the module loads: the
 * page's first Intl call, about 57 ms on a phone at 4x CPU, inside the task that runs a
 * detail page's code. It also answers `en-US` while hydrating and the browser's language after,
 * which re-renders every react-aria component once. The whole interface is Mongolian, on the
 * server and in every browser, so its components get that one locale from the start.
 */
export interface AriaLocale {
  locale: string;
  direction: 'ltr' | 'rtl';
}

const MONGOLIAN: AriaLocale = { locale: 'mn-MN', direction: 'ltr' };

export function getDefaultLocale(): AriaLocale {
  return MONGOLIAN;
}

export function useDefaultLocale(): AriaLocale {
  return MONGOLIAN;
}
