/** Bump a version to drop a runtime cache whose shape changed; activate deletes the old ones. */
export const API_CACHE = 'btv-api-v1';
export const IMAGE_CACHE = 'btv-images-v1';
export const RUNTIME_CACHES = [API_CACHE, IMAGE_CACHE];
