import { type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './maintenance.module.css';
import { useMaintenance } from './useMaintenance';

/** Shows its children, or only the maintenance image while the shop is in maintenance. */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { formatMessage } = useIntl();
  const { isMaintenance } = useMaintenance();
  if (!isMaintenance) return <>{children}</>;
  return (
    <main className={styles.root}>
      <img className={styles.image} src="/maintenance.svg" alt={formatMessage({ id: 'maintenance.alt' })} width={640} height={420} />
    </main>
  );
}
