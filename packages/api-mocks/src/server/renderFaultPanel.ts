/**
 * The demo's fault panel: every endpoint of spec §7 with a select (Normal or a fault) that
 * switches it on the running mock server through its control route, and a button that puts
 * everything back to normal. A plain page with a little script, served by the stand-in site.
 */
export function renderFaultPanel(options: {
  faultsUrl: string;
  appUrl: string;
  /** The identity provider's session switches; its forms post there and come back here. */
  sessionUrl: string;
  panelUrl: string;
}): string {
  // JSON in a script element: '<' escaped so no value can close the element.
  const config = JSON.stringify(options).replace(/</g, '\\u003c');
  const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fault switches · demo mock APIs</title>
<style>body{font-family:system-ui,sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
a{color:#4338ca}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #e5e7eb}
td code{font-size:.875rem}caption{text-align:left;font-weight:600;padding:.5rem 0}tr.faulty{background:#fef2f2}select,button{font:inherit}#status{min-height:1.5em}</style></head>
<body><main>
<h1>Fault switches</h1>
<p>Make any call of the demo's mock APIs fail, for trying how the admin hub behaves. A switch acts
at once and lasts until it is set back to Normal or the mock server restarts. This page and its
route exist only in the demo: the production build has no mock code.</p>
<p><button type="button" id="clear-all">Back to normal (all)</button>
<a href="${escapeHtml(options.appUrl)}">Back to the admin hub</a></p>
<p id="status" role="status" aria-live="polite"></p>
<h2>Sign-in session</h2>
<p>End the session at the identity provider: every open tab of the hub asks to sign in again at
its next call. A short token lifetime makes a session end on its own (the SDK renews a token 60 s
before it expires, so below a minute every call renews it).</p>
<form method="post" action="${escapeHtml(options.sessionUrl)}/end"><input type="hidden" name="returnTo" value="${escapeHtml(options.panelUrl)}">
<button type="submit">End every session</button></form>
<form method="post" action="${escapeHtml(options.sessionUrl)}/token-lifetime"><input type="hidden" name="returnTo" value="${escapeHtml(options.panelUrl)}">
<label>Access tokens live <input name="seconds" type="number" min="5" value="3600" required> seconds</label>
<button type="submit">Set</button></form>
<table><caption>Every call of the three mock APIs</caption>
<thead><tr><th scope="col">API</th><th scope="col">Call</th><th scope="col">Answer</th></tr></thead>
<tbody id="endpoints"></tbody></table>
</main>
<script>
(() => {
  const { faultsUrl } = ${config};
  const rows = document.getElementById('endpoints');
  const status = document.getElementById('status');
  const say = (text) => { status.textContent = text; };
  const render = (state) => {
    rows.replaceChildren(...state.endpoints.map((endpoint) => {
      const row = document.createElement('tr');
      row.className = endpoint.fault ? 'faulty' : '';
      const api = document.createElement('td');
      api.textContent = endpoint.api;
      const call = document.createElement('td');
      const code = document.createElement('code');
      code.textContent = endpoint.label;
      call.append(code);
      const answer = document.createElement('td');
      const select = document.createElement('select');
      select.setAttribute('aria-label', 'Answer of ' + endpoint.label + ' (' + endpoint.api + ' API)');
      select.dataset.endpoint = endpoint.id;
      for (const value of ['', ...state.faults]) {
        const option = new Option(value || 'Normal', value, false, value === (endpoint.fault || ''));
        select.append(option);
      }
      select.addEventListener('change', () => switchFault(endpoint, select.value));
      answer.append(select);
      row.append(api, call, answer);
      return row;
    }));
  };
  const call = async (url, init) => {
    try {
      const response = await fetch(url, init);
      const body = await response.json();
      if (!response.ok) throw new Error(body.message || 'The mock server answered ' + response.status);
      render(body);
      return true;
    } catch (error) {
      say(error instanceof TypeError ? 'No mock server answers at ' + faultsUrl + '.' : error.message);
      return false;
    }
  };
  const switchFault = async (endpoint, fault) => {
    const done = fault
      ? await call(faultsUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ endpoint: endpoint.id, fault }) })
      : await call(faultsUrl + '?endpoint=' + encodeURIComponent(endpoint.id), { method: 'DELETE' });
    if (done) say(endpoint.label + ': ' + (fault || 'normal'));
  };
  document.getElementById('clear-all').addEventListener('click', async () => {
    if (await call(faultsUrl, { method: 'DELETE' })) say('Every call answers normally.');
  });
  void call(faultsUrl);
})();
</script></body></html>`;
}
