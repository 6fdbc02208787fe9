import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Bug, Home, RotateCcw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/button.tsx';
import {
  copyText,
  describeError,
  type ErrorReport,
  errorDetailsText,
  newErrorId,
  PageLoadError,
  reportClientError,
} from './error-report.ts';
import { RouteErrorScreen } from './route-error.tsx';

/** The Application Error screen (spec §2), every text and button word for word. */
export function ApplicationErrorScreen({ report, onRetry }: { report: ErrorReport; onRetry: () => void }) {
  async function reportIssue() {
    await copyText(errorDetailsText(report));
    window.alert('Error details copied to clipboard. Please send this to support.');
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center sm:py-28">
      <div className="mx-auto grid size-14 place-items-center rounded-full bg-red-50 text-red-700">
        <AlertTriangle aria-hidden="true" className="size-7" />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink">Application Error</h1>
      <p className="mt-3 text-base text-muted">
        We're sorry, but something went wrong. Our team has been notified.
      </p>
      <p className="mt-4 text-sm text-muted">
        Error ID:{' '}
        <code data-testid="error-id" className="rounded bg-slate-100 px-2 py-1 font-mono text-ink">
          {report.errorId}
        </code>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
        <Button asChild variant="outline">
          <Link to="/">
            <Home aria-hidden="true" />
            Go Home
          </Link>
        </Button>
        <Button variant="outline" onClick={reportIssue}>
          <Bug aria-hidden="true" />
          Report Issue
        </Button>
      </div>
      <p className="mt-8 text-sm text-muted">
        If the problem continues, please{' '}
        <Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-4">
          contact support
        </Link>
        .
      </p>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** A change (a navigation) clears the error. */
  resetKey?: string;
  /** Runs when Try Again is pressed, before the page renders again. */
  onReset?: () => void;
}

interface State {
  report: ErrorReport | null;
  resetKey: string | undefined;
}

/**
 * Catches an uncaught rendering failure, shows the Application Error screen with an error id
 * and reports it to the server; Try Again renders again. A page whose code could not be loaded
 * is a routing error instead, with its own screen.
 */
export function AppErrorBoundary(props: Props) {
  const queryClient = useQueryClient();
  const { onReset } = props;
  return (
    <ErrorBoundary
      {...props}
      onReset={() => {
        onReset?.();
        // The failed page's queries lost their observers when the error screen replaced it: drop
        // what they hold (data that failed to render, a kept error), so trying again asks the
        // server afresh instead of rendering the same answer into the same failure.
        void queryClient.resetQueries({ type: 'inactive' });
      }}
    />
  );
}

class ErrorBoundary extends Component<Props, State> {
  override state: State = { report: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    const { message, stack } = describeError(error);
    const kind = error instanceof PageLoadError ? 'route' : 'render';
    const report: ErrorReport = { errorId: newErrorId(), kind, message, stack };
    return { report };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { report: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(_error: unknown, info: ErrorInfo) {
    // React calls this once getDerivedStateFromError's state is in place: the report shown.
    const report = this.state.report;
    if (!report) return;
    const withComponents = { ...report, componentStack: info.componentStack ?? null };
    this.setState({ report: withComponents });
    reportClientError(withComponents);
  }

  override render() {
    if (this.state.report?.kind === 'route') return <RouteErrorScreen report={this.state.report} />;
    if (this.state.report) {
      return (
        <ApplicationErrorScreen
          report={this.state.report}
          onRetry={() => {
            this.props.onReset?.();
            this.setState({ report: null });
          }}
        />
      );
    }
    return this.props.children;
  }
}
