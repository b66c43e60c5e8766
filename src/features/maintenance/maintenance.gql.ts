import { gql, type TypedDocumentNode } from '@apollo/client';

export interface MaintenanceFlagData {
  storeConfig: { store_code: string | null; is_maintenance: number | null } | null;
}

export const GET_MAINTENANCE_FLAG: TypedDocumentNode<MaintenanceFlagData, Record<string, never>> = gql`
  query getMaintenanceFlag {
    storeConfig {
      store_code
      is_maintenance
    }
  }
`;
