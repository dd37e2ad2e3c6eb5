import type { Dispatch } from 'react';
import type { LoginData } from '@contract/entities';
import type { MachineEvent, MachineState } from './login-machine';

/** What every step of the dialog gets from the dialog. */
export interface StepProps {
  state: MachineState;
  dispatch: Dispatch<MachineEvent>;
  /** Ends the wizard logged in: stores the session, shows the user, closes the dialog. */
  finish: (login: LoginData) => Promise<void>;
}
