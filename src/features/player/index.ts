// Public face of the player feature. VideoPlayer pulls dash.js lazily from inside.
export { LivePlayer } from './components/live-player';
export { NextGlyph, PlayGlyph, ReplayGlyph } from './components/player-icons';
export { VideoPlayer } from './components/video-player';
export type { PlayerHandle, PlayerProgress } from './components/video-player';
export { formatTime } from './engine/track-choice';
export { downloadAudio, downloadQuality } from './prefs/download-quality';
export { preparePlayback } from './prefs/prepare-playback';
export type { PlaybackChoice, PlayerSources } from './prefs/prepare-playback';
