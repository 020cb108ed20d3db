import { provideZonelessChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import 'widget-select/element';
import 'widget-select/style.css';
import { AppComponent } from './app.component';

bootstrapApplication(AppComponent, { providers: [provideZonelessChangeDetection()] }).catch((error) =>
  console.error(error),
);
