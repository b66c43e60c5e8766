export { createRestClient, type RestClient, type RestRequestOptions } from './request';
export { RestApiError, fillMagentoPlaceholders } from './restApiError';
