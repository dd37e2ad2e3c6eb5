export * from './common';
export * from './media';
export * from './playback';
export * from './audio';
export * from './site';
export * from './account';
export * from './payment';
export * from './download';
