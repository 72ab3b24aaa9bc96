import { Logo } from '@admin-hub/ui/Logo';
import { StatusPage } from '@admin-hub/ui/StatusPage';
import { isChunkLoadError } from './isChunkLoadError.ts';

/** `app`: nothing else is on screen; `page`: the layout around it still works. */
export type ErrorScope = 'app' | 'page';

export interface ErrorFallbackProps {
  error: unknown;
  scope: ErrorScope;
  /** Starts the page afresh; a full reload by default. */
  onReload?: () => void;
  /** Whether the browser has a connection; `navigator.onLine` by default. */
  isOnline?: boolean;
}

interface Explanation {
  title: string;
  text: string;
}

function explain(error: unknown, scope: ErrorScope, isOnline: boolean): Explanation {
  if (isChunkLoadError(error)) {
    // The same failure has two causes: no connection, or a deploy replaced the file asked for.
    return isOnline
      ? {
          title: 'A newer version of the admin hub is available',
          text: 'Reload to continue with the latest version.',
        }
      : {
          title: 'You are offline',
          text: 'This part of the admin hub could not be loaded. Reconnect, then reload.',
        };
  }
  return {
    title: 'Something went wrong',
    text:
      scope === 'page'
        ? 'This page stopped because of an unexpected error. Reload to try again, or go to another page.'
        : 'The admin hub stopped because of an unexpected error. Reload to try again.',
  };
}

const reloadPage = () => window.location.reload();

/** In place of what failed to render: what happened, in plain words, and a Reload. */
export function ErrorFallback({
  error,
  scope,
  onReload = reloadPage,
  isOnline = navigator.onLine,
}: ErrorFallbackProps) {
  const { title, text } = explain(error, scope, isOnline);
  const page = (
    <StatusPage
      code={<Logo size={48} />}
      title={title}
      action={
        <button type="button" className="btn btn-primary" onClick={onReload}>
          Reload
        </button>
      }
    >
      {text}
    </StatusPage>
  );
  // Alone on screen it is the page's main content; inside the layout, the layout has the <main>.
  return scope === 'app' ? <main>{page}</main> : page;
}
