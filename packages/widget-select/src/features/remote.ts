/**
 * `widget-select/remote`: the `ajax` option (remote search, paging, cache,
 * retry).
 *
 * @example
 * import { SelectWidget } from 'widget-select/core';
 * import 'widget-select/remote';
 */
import { validateAjax } from './remote/config';
import { RemoteBridge } from './remote/source';
import type { FeatureView } from '../view/feature-view';
import { addFeature } from './registry';
import { bindRemotePaging, bindRemoteRetry, renderRemoteMessage } from './remote/rows';
import { reduceRemote } from './remote/transitions';
import type { RemoteFeature } from './types';

/** The remote feature; importing this module adds it (`SelectWidget.use(remote)` does too). */
export const remote: RemoteFeature = {
  name: 'remote',
  validateAjax,
  source: (host) => new RemoteBridge(host),
  reduce: reduceRemote,
  renderMessage: renderRemoteMessage,
  bind(view: FeatureView<unknown>) {
    // The rows' parts bind once the open list has arrived.
    view.whenOpenList(({ dropdownView }) => {
      bindRemotePaging(view, dropdownView);
      bindRemoteRetry(view, dropdownView);
    });
  },
};

addFeature(remote);
