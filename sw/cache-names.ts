import { API_CACHE, IMAGE_CACHE, PLAYER_CACHE } from '../contract/device-storage';

export { API_CACHE, IMAGE_CACHE, PLAYER_CACHE };
export const RUNTIME_CACHES = [API_CACHE, IMAGE_CACHE, PLAYER_CACHE];
