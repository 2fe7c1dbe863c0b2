/** The page behind the email's unsubscribe link: it asks before it acts, since link scanners open links too. */
import { renderToStaticMarkup } from 'react-dom/server';

const style = { fontFamily: 'Helvetica, Arial, sans-serif', maxWidth: 480, margin: '64px auto', padding: 24, color: '#0f172a' };
const button = { background: '#4f46e5', color: '#fff', border: 0, borderRadius: 6, padding: '10px 16px', fontSize: 15, cursor: 'pointer' };

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="robots" content="noindex" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={style}>
        <h1 style={{ fontSize: 22 }}>{title}</h1>
        {children}
      </body>
    </html>
  );
}

export type UnsubscribePageState = 'confirm' | 'done' | 'invalid';

export function unsubscribePage(state: UnsubscribePageState, token: string, settingsUrl: string): string {
  const body =
    state === 'confirm' ? (
      <Page title="Unsubscribe from FirstSignal emails">
        <p>Stop the emails about new signals from your monitored searches? In-app, Slack, webhook and feed notifications stay as they are.</p>
        <form method="post" action={`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`}>
          <button type="submit" style={button}>
            Unsubscribe
          </button>
        </form>
      </Page>
    ) : state === 'done' ? (
      <Page title="You are unsubscribed">
        <p>FirstSignal will not email you about new signals any more.</p>
        <p>
          You can turn the emails back on under <a href={settingsUrl}>Settings → Account: Email notifications for new signals</a>.
        </p>
      </Page>
    ) : (
      <Page title="This unsubscribe link is not valid">
        <p>
          It may be incomplete, or its account no longer exists. You can turn email notifications off under{' '}
          <a href={settingsUrl}>Settings → Account</a>.
        </p>
      </Page>
    );
  return `<!doctype html>${renderToStaticMarkup(body)}`;
}
