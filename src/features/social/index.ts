// Public face of the social feature: the watch pages use these (the episode's like pair is
// watch's own, with the episode query it writes: docs/decisions/049).
export { CommentsSection } from './components/comments-section';
export { MediaStatusBar } from './components/media-status-bar';
export { ReportButton } from './components/report-dialog';
