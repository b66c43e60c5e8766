import { type FirstPaint } from '../../../app/pages/firstPaint';
import { cmsPageOf, cmsPicturePlan } from './cmsFirstPaint';
import { cmsShellArticle } from './cmsShellArticle';

/**
 * A CMS page: its first row's picture as for the home page; a page whose shell shows no picture
 * gets its heading and opening texts written out instead (its largest paint is then a paragraph).
 */
const firstPaint: FirstPaint = async ({ route, run, pageHosts }) => {
  if (!route?.identifier) return null;
  const page = await cmsPageOf(run, route.identifier);
  const plan = cmsPicturePlan(page?.content, pageHosts);
  const shellArticle = page && !plan.shellPicture ? cmsShellArticle(page) : null;
  return shellArticle ? { ...plan, shellArticle } : plan;
};
export default firstPaint;
