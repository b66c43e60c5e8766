import { type FirstPaint } from '../../../app/pages/firstPaint';
import { storeLocationsRequest } from './storeLocator.gql';

const firstPaint: FirstPaint = async ({ run }) => {
  await run(storeLocationsRequest);
  return { chunks: [], images: [] };
};
export default firstPaint;
