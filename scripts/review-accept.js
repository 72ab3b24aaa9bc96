// The Accept panel of the review page (served by scripts/review-server.mjs after reg-cli's own
// page): each changed, new or removed story with a link to it in the built Storybook and an
// Accept that writes its baseline, and Accept all. It adds its own element and touches nothing of
// reg-cli's page; it sits bottom left, over the empty foot of reg-cli's file list and clear of
// its viewer's controls.
(async () => {
  const KINDS = { changed: 'Changed', new: 'New', removed: 'Removed' };
  const panel = document.createElement('aside');
  panel.setAttribute('aria-label', 'Accept changes');
  panel.style.cssText =
    'position:fixed;left:16px;bottom:16px;z-index:1000;width:min(268px,calc(100vw - 32px));max-height:60vh;overflow:auto;' +
    'background:#fff;color:#1f2937;border:1px solid #c7cdf5;border-radius:8px;box-shadow:0 8px 24px rgba(17,24,39,.18);' +
    'font:14px/1.4 system-ui,sans-serif;padding:12px 16px';
  document.body.append(panel);

  const post = async (ids) => {
    const response = await fetch('/__review/accept', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids }),
    });
    if (!response.ok) throw new Error((await response.json()).error);
  };

  async function render() {
    const items = await (await fetch('/__review/items')).json();
    const accepted = new Set(items.accepted);
    const rows = Object.keys(KINDS).flatMap((kind) => items[kind].map((id) => ({ kind, id })));
    const open = rows.filter(({ id }) => !accepted.has(id));
    panel.replaceChildren();
    const heading = document.createElement('h2');
    heading.textContent = `Visual changes: ${open.length} to accept`;
    heading.style.cssText = 'font-size:16px;margin:0 0 8px';
    panel.append(heading);
    const list = document.createElement('ul');
    list.style.cssText = 'list-style:none;margin:0 0 8px;padding:0';
    for (const { kind, id } of rows) {
      const item = document.createElement('li');
      item.style.cssText =
        'display:flex;gap:8px;align-items:center;padding:4px 0;border-top:1px solid #e5e7eb';
      const label = document.createElement('span');
      label.style.cssText = 'flex:1;min-width:0;overflow-wrap:anywhere';
      label.textContent = `${KINDS[kind]}: `;
      const link = document.createElement('a');
      link.href = `/storybook/?path=/story/${id}`;
      link.target = '_blank';
      link.textContent = id;
      label.append(link);
      item.append(label);
      if (accepted.has(id)) {
        const done = document.createElement('span');
        done.textContent = 'Accepted';
        item.append(done);
      } else {
        const accept = document.createElement('button');
        accept.type = 'button';
        accept.textContent = 'Accept';
        accept.setAttribute('aria-label', `Accept ${id}`);
        accept.onclick = () => act(accept, [id]);
        item.append(accept);
      }
      list.append(item);
    }
    panel.append(list);
    if (open.length > 1) {
      const all = document.createElement('button');
      all.type = 'button';
      all.textContent = 'Accept all';
      all.onclick = () =>
        act(
          all,
          open.map(({ id }) => id),
        );
      panel.append(all);
    }
  }

  async function act(button, ids) {
    button.disabled = true;
    try {
      await post(ids);
      await render();
    } catch (error) {
      button.disabled = false;
      button.title = `Not accepted: ${error.message}`;
      button.textContent = 'Retry';
    }
  }

  await render();
})();
