/**
 * The open list's chunk: importing it gives every widget its dropdown. The
 * closed control asks for it at idle or first use (view/open-list-slot.ts);
 * the script-tag build imports it up front.
 */
import { provideOpenList } from '../view/open-list-slot';
import { OpenList } from './open-list';

provideOpenList((view) => new OpenList(view));
