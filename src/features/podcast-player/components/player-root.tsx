import { useEffect, useState, useSyncExternalStore } from 'react';
import type { RefObject } from 'react';
import { PlayerEngine } from '../player-engine';
import { PlayerBar } from './player-bar';

interface Props {
  audioRef: RefObject<HTMLAudioElement | null>;
  /** Tells the host the engine drives the element now, so the host stops starting tracks. */
  onAttach: (attached: boolean) => void;
}

/** The lazily loaded half of the host: binds the engine to the element and shows the bar. */
export default function PlayerRoot({ audioRef, onAttach }: Props) {
  const [engine] = useState(() => new PlayerEngine());
  const state = useSyncExternalStore(engine.subscribe, engine.getState, engine.getState);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    engine.attach(audio);
    onAttach(true);
    return () => {
      onAttach(false);
      engine.detach();
    };
  }, [engine, audioRef, onAttach]);

  return state.track ? <PlayerBar engine={engine} state={state} track={state.track} /> : null;
}
