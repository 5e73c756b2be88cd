import type { SiteSettings } from '@tutor/contract/site-settings';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { publicOrigin } from '../../lib/public-origin';
import type { PageHead } from '../../plugins/web-app';
import { renderPageHead, shortDescription } from '../shared/page-head-html';

/** The home page's title before the site name; the same text as the web app's `page.home.title` (vi). */
export const HOME_TITLE = 'Học toán trực tuyến cùng thầy cô giỏi';
/** The home page's description when site settings hold none. */
export const DEFAULT_HOME_DESCRIPTION =
  'ToánHay: học toán trực tuyến cho học sinh THCS và THPT với bài giảng video theo chuyên đề, đề thi thử chấm điểm ngay, sách và tài liệu ôn thi.';

/**
 * The `<head>` of the home page (`/`, any query string): title, description (site settings', else the
 * default above), canonical link to the bare origin, Open Graph. Other paths: `undefined`.
 */
export function createHomePageHead(
  config: Pick<Config, 'publicUrl' | 'publicUrlConfigured' | 'allowedHosts'>,
  readSettings: () => Promise<Pick<SiteSettings, 'siteName' | 'description'>>,
) {
  return async (request: FastifyRequest): Promise<PageHead | undefined> => {
    const pathname = request.url.split('?')[0];
    if (pathname !== '/') return undefined;
    const settings = await readSettings();
    const origin = publicOrigin(request, config);
    return {
      head: renderPageHead({
        name: HOME_TITLE,
        description: shortDescription(settings.description) || DEFAULT_HOME_DESCRIPTION,
        canonicalUrl: `${origin}/`,
        type: 'website',
        origin,
        image: null,
        siteName: settings.siteName.trim(),
      }),
    };
  };
}
