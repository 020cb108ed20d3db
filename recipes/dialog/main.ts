import 'widget-select/element';
import type { WidgetSelectElement } from 'widget-select/element';
import 'widget-select/style.css';

const dialog = document.querySelector<HTMLDialogElement>('#editor')!;
const form = dialog.querySelector('form')!;
const fruit = document.querySelector<WidgetSelectElement>('#fruit')!;
const output = document.querySelector<HTMLOutputElement>('#saved')!;
let saved: string | null = null;

// showModal(): the rest of the page is inert, Escape closes the dialog and
// focus goes back to this button. The widget's dropdown shows in the top
// layer above the dialog, and its first Escape closes only the dropdown.
document.querySelector('#edit')!.addEventListener('click', () => dialog.showModal());

// Save submits the dialog's form (so `required` applies) and its data has
// the element's value; Cancel and Escape put the saved value back.
dialog.addEventListener('close', () => {
  if (dialog.returnValue === 'save') {
    saved = new FormData(form).get('fruit') as string;
    output.value = saved;
  } else {
    fruit.value = saved;
  }
  dialog.returnValue = '';
});
