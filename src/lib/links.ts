/** External destinations the spec names but does not fix; one place to change them. */
export const NEWS_SITE_URL = 'https://news.btv.mn/';
export const APP_STORE_URL = 'https://apps.apple.com/mn/app/btv/id0000000000';
export const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=mn.btv.app';
