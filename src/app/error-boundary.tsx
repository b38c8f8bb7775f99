/**
 * Catches a page that fails to render: the shopper sees the error page (status 500, 'Something
 * went wrong!', Home and Back, Back reloads) inside the header and footer, never a blank screen.
 * Moving to another page clears it.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '../components/ui/error-screen';

interface Props {
  path: string;
  children: ReactNode;
}
interface State {
  failedAt: string | null;
}

export class PageErrorBoundary extends Component<Props, State> {
  state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The page failed to render', error, info.componentStack);
    this.setState({ failedAt: this.props.path });
  }

  render() {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.path)) return <ErrorPage status={500} />;
    return this.props.children;
  }
}
