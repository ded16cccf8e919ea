import { clustersOf } from '../../../core/open-banking/permission-clusters';

/**
 * The data shared, as the guidelines' clusters ('Your account details' ...), each a native
 * disclosure that expands to its permissions: keyboard and screen readers get expand and collapse
 * for free.
 */
export function PermissionClusters({ permissions }: { permissions: readonly string[] }) {
  const clusters = clustersOf(permissions);
  if (clusters.length === 0) return <p>No data is shared.</p>;
  return (
    <ul className="ob-clusters">
      {clusters.map((cluster) => (
        <li key={cluster.id}>
          <details className="ob-cluster" data-cluster={cluster.id}>
            <summary>{cluster.title}</summary>
            <ul>
              {cluster.permissions.map((p) => (
                <li key={p.code} data-permission={p.code}>
                  {p.description}
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}
