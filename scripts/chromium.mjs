import { chromium } from 'playwright-core';

/** Debian's Chromium with the flags this closed network needs (root needs --no-sandbox). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

const launchOptions = () => ({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_ARGS,
});

export function launchChromium(options = {}) {
  return chromium.launch({ ...launchOptions(), ...options });
}

/**
 * A browser of its own on the profile folder `dir`, which keeps its storage and its service
 * worker between launches; closing the context closes the browser.
 */
export function launchChromiumOnProfile(dir, options = {}) {
  return chromium.launchPersistentContext(dir, { ...launchOptions(), ...options });
}
