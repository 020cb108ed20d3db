/** Page helpers shared by the Vue wrapper's browser tests. */
import { enableAutoUnmount } from '@vue/test-utils';
import { afterEach } from 'vitest';
import { nextTick } from 'vue';
import '../../../widget-select/src/styles/index.css';

enableAutoUnmount(afterEach);

/** Lets Vue flush watchers and re-render after a state change. */
export const flush = () => nextTick();

export * from '../../../../tests/wrapper-dom';
