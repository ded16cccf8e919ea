import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet } from 'react-router-dom';
import type { HubId } from '../../core/help/faq';
import { hubTitles, hubToggles } from '../../core/help/faq-action';
import { contentUnavailableMessage } from '../../core/shared/error-codes';
import { useViewModel } from '../di/container-context';
import { Loader } from '../shared/Loader';
import { RequireAccess } from '../shared/RequireAccess';
import { RequireFullLogOn } from '../shell/RequireFullLogOn';
import { HubContext } from './hub-context';
import { HubViewModel } from './hub.view-model';
import './help.css';

/** The layout route of one hub: a full log-on, the hub's toggle, then its FAQ data for every page under it. */
export function hubLayout(hub: HubId) {
  return function HubLayout() {
    return (
      <RequireFullLogOn>
        <RequireAccess requires={{ toggles: [hubToggles[hub]] }} title={hubTitles[hub]}>
          <HubFrame hub={hub} />
        </RequireAccess>
      </RequireFullLogOn>
    );
  };
}

const HubFrame = observer(function HubFrame({ hub }: { hub: HubId }) {
  const vm = useViewModel(HubViewModel);
  useEffect(() => {
    void vm.load(hub);
  }, [vm, hub]);
  const value = useMemo(() => ({ hub, vm }), [hub, vm]);

  if (vm.status === 'loading') return <Loader label={`Loading the ${hubTitles[hub].toLowerCase()}`} />;
  if (vm.status === 'unavailable') {
    return (
      <div className="help">
        <h1>{hubTitles[hub]}</h1>
        <p className="notice" data-error-code="FD890T">
          {contentUnavailableMessage}
        </p>
      </div>
    );
  }
  return (
    <HubContext.Provider value={value}>
      <div className="help">
        <Outlet />
      </div>
    </HubContext.Provider>
  );
});
