import { type FirstPaint } from '../../../app/pages/firstPaint';
import { brandListRequest } from './brands.gql';

const firstPaint: FirstPaint = async ({ run }) => {
  await run(brandListRequest);
  return { chunks: [], images: [] };
};
export default firstPaint;
