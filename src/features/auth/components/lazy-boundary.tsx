import { Component, type ReactNode } from 'react';
import { showToast } from '@/lib/toast-store';
import { extraTexts } from '@/lib/texts';

interface Props {
  children: ReactNode;
  /** Lets the opener forget the failed chunk so a later click retries it. */
  onError: () => void;
}

/**
 * The dialogs are loaded on first use; if that chunk cannot be fetched (offline, a new deploy)
 * the header must survive: say so and let the next click try again.
 */
export class LazyBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    showToast('error', navigator.onLine === false ? extraTexts.offline : extraTexts.serverError);
    this.props.onError();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
