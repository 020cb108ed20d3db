import SelectWidget from 'widget-select';
import 'widget-select/style.css';

/** Asks the server to save a new tag: the saved option, or the server's reason as the error. */
async function saveTag(label: string) {
  const response = await fetch('/api/tags', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ label }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(body.error ?? `The server said ${response.status}`);
  return body as { value: string; label: string };
}

const tags = new SelectWidget('#tags', {
  multiple: true,
  allowCreate: true,
  placeholder: 'Add tags',
  data: [
    { value: 'news', label: 'news' },
    { value: 'sports', label: 'sports' },
  ],
  // A promise shows a pending row; a rejection creates nothing and shows its message there.
  createOption: saveTag,
});

tags.on('change', (value) => {
  document.getElementById('value')!.textContent = JSON.stringify(value);
});
