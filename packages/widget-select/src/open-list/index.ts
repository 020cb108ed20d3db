/**
 * The open list's chunk: its factory gives every widget its dropdown. The
 * closed control asks for it at idle or first use (view/open-list-slot.ts);
 * the script-tag build provides it up front.
 */
import type { OpenListFactory } from '../view/open-list-part';
import { OpenList } from './open-list';

export const createOpenList: OpenListFactory = (view) => new OpenList(view);
