import 'widget-select/element';
import 'widget-select/style.css';
import './theme.css';

// The switch only sets a class on <html>: the stylesheet does the rest.
for (const radio of document.querySelectorAll<HTMLInputElement>('input[name="theme"]')) {
  radio.addEventListener('change', () => {
    document.documentElement.classList.remove('light', 'dark');
    if (radio.value !== 'system') document.documentElement.classList.add(radio.value);
  });
}
