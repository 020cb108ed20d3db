import SelectWidget from 'widget-select';
import './style.css';

new SelectWidget('#fruit', {
  placeholder: 'Pick a fruit',
  data: [
    { value: 'apple', label: 'Apple' },
    { value: 'banana', label: 'Banana' },
    { value: 'cherry', label: 'Cherry' },
  ],
  // Utilities beside the widget's own classes; `highlighted:` is the variant style.css declares.
  classNames: {
    control: 'rounded-xl border-2 border-indigo-500 bg-indigo-50 px-3',
    dropdown: 'rounded-xl shadow-lg',
    option: 'px-3 py-2 highlighted:bg-indigo-600 highlighted:text-white',
  },
});
