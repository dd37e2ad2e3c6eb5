import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  LaunchOptions,
} from 'playwright-core';
export declare const CHROMIUM_ARGS: string[];
export declare function launchChromium(options?: LaunchOptions): Promise<Browser>;
export declare function launchChromiumOnProfile(
  dir: string,
  options?: LaunchOptions & BrowserContextOptions,
): Promise<BrowserContext>;
