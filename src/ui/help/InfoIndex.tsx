import { Navigate } from 'react-router-dom';
import { hubPaths, useHub } from './hub-context';

/** /{hub}/info: the hub's first topic (the tabs page opens on its first tab); none: the hub's index. */
export function InfoIndex() {
  const { hub, vm } = useHub();
  const first = vm.content?.tabData[0];
  return <Navigate to={first ? hubPaths.category(hub, first.categorySlug) : hubPaths.index(hub)} replace />;
}
