import { createRoot } from 'react-dom/client';
import 'widget-select/style.css';
import { FruitForm } from './FruitForm';

createRoot(document.getElementById('app')!).render(<FruitForm />);
