/**
 * A dash.js stand-in that is never "ready": seeks land on the <video> element itself and its own
 * events drive the player. Use as `vi.mock('dashjs', () => import('./never-ready-dashjs'))`.
 */
class FakePlayer {
  updateSettings() {}
  on() {}
  addRequestInterceptor() {}
  initialize() {}
  setInitialMediaSettingsFor() {}
  attachSource() {}
  isReady() {
    return false;
  }
  reset() {}
}

export const MediaPlayer = Object.assign(() => ({ create: () => new FakePlayer() }), {
  events: {},
});
