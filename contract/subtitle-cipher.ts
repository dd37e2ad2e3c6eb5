// The app's fixed subtitle key and IV (AES-256-CBC, PKCS#7), public by design (docs/product.md §4 "Player defaults": non-raw subtitles are decrypted with fixed values).
export const SUBTITLE_KEY_HEX = '6622e21cf3805b02642ab32d12f3a8dd703e2bd1ea83b9d622ba29157378a02a';
export const SUBTITLE_IV_HEX = '60a5692bf1019b63837afb19169a0897';
