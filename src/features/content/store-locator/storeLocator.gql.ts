import { gql, type TypedDocumentNode } from '@apollo/client';
import { type StoreLocationsQuery, type StoreLocationsQueryVariables } from '../../../__generated__/operations';

/** Enough for every store on one page (the demo shop has 15); the search runs over them in the browser. */
export const STORE_LOCATIONS_PAGE_SIZE = 200;

/** The open stores with their address, phone, coordinates and hours (Mageplaza Store Locator). */
export const STORE_LOCATIONS: TypedDocumentNode<StoreLocationsQuery, StoreLocationsQueryVariables> = gql`
  query storeLocations($pageSize: Int!) {
    MpStoreLocatorLocations(filter: { status: { eq: "1" } }, pageSize: $pageSize) {
      total_count
      items {
        location_id
        name
        street
        city
        state_province
        postal_code
        latitude
        longitude
        phone_one
        time_zone
        timeData {
          value
          from
          to
        }
      }
    }
  }
`;

/** The stores as the store locator asks them (its talon, and the server's first paint). */
export const storeLocationsRequest = { query: STORE_LOCATIONS, variables: { pageSize: STORE_LOCATIONS_PAGE_SIZE } };
