import type { Dispatch } from 'react';
import type { LoginData } from '@contract/entities';
import type { MachineEvent, MachineState } from './login-machine';

/** What every step of the dialog gets from the dialog. */
export interface StepProps {
  state: MachineState;
  dispatch: Dispatch<MachineEvent>;
  /** Ends the wizard logged in: stores the session, shows the user, closes the dialog. */
  finish: (login: LoginData) => Promise<void>;
  /**
   * The step was sent from the first view's copy of the frame before the dialog's code ran
   * (decision 087): it sends it on as it mounts. Only the phone step can be.
   */
  submitAtOnce?: boolean;
}
