import type { IdentityAccount } from './IdentityAccount.ts';

export interface SignInPageProps {
  /** Where the form posts: the interaction's own URL. */
  action: string;
  productName: string;
  demoAccounts: readonly IdentityAccount[];
  /** What was typed, kept after a failed attempt. */
  email?: string;
  error?: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The provider's sign-in page: plain, accessible HTML with no external assets,
 * because the demo runs without network. Choosing a demo account fills the
 * Email field; the form still works without scripts.
 */
export function renderSignInPage({
  action,
  productName,
  demoAccounts,
  email = '',
  error,
}: SignInPageProps): string {
  const describedBy = error ? ' aria-describedby="email-error" aria-invalid="true"' : '';
  const accounts = demoAccounts
    .map(
      (
        account,
      ) => `<li><button type="button" class="account" data-email="${escapeHtml(account.email)}">
        <span class="account-email">${escapeHtml(account.email)}</span>
        <span class="account-detail">${escapeHtml(account.description ?? account.name)}</span>
      </button></li>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sign in – ${escapeHtml(productName)}</title>
  <style>${STYLES}</style>
</head>
<body>
  <main>
    <h1>Sign in to ${escapeHtml(productName)}</h1>
    <p class="lead">Local identity provider for the demo and the end-to-end tests.</p>
    <form method="post" action="${escapeHtml(action)}" novalidate>
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(email)}"${describedBy}>
      ${error ? `<p id="email-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
      <button type="submit" name="action" value="sign-in" class="primary">Sign in</button>
      <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Cancel</button>
    </form>
    <section aria-labelledby="demo-accounts">
      <h2 id="demo-accounts">Demo accounts</h2>
      <p>Choose one to fill in its email.</p>
      <ul>${accounts}</ul>
    </section>
  </main>
  <script>${FILL_SCRIPT}</script>
</body>
</html>`;
}

const FILL_SCRIPT = `
document.querySelectorAll('button.account').forEach(function (button) {
  button.addEventListener('click', function () {
    var input = document.getElementById('email');
    input.value = button.dataset.email;
    input.focus();
  });
});`;

const STYLES = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#1f2937}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.1rem;margin:2rem 0 .25rem}
.lead,section p{color:#4b5563;margin:0 0 1.25rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;padding:.5rem .75rem;font-size:1rem;border:1px solid #6b7280;border-radius:.375rem}
input:focus,button:focus{outline:3px solid #93c5fd;outline-offset:1px}
.error{color:#b91c1c;margin:.5rem 0 0}
button{font-size:1rem;cursor:pointer;border-radius:.375rem}
.primary{margin-top:1rem;width:100%;padding:.6rem;border:0;background:#1d4ed8;color:#fff;font-weight:600}
.secondary{margin-top:.5rem;width:100%;padding:.5rem;border:1px solid #6b7280;background:#fff;color:#1f2937}
ul{list-style:none;padding:0;margin:0}li+li{margin-top:.5rem}
.account{width:100%;text-align:left;padding:.5rem .75rem;border:1px solid #d1d5db;background:#f9fafb;color:#1f2937}
.account-email{display:block;font-weight:600}.account-detail{display:block;font-size:.875rem;color:#4b5563}`;
