import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../lib/page/pageTitleStore';

/** Pages a shopper leaves rather than goes back from: their top bar shows a close icon. */
export const CLOSE_ICON_PATHS = ['/sign-in', '/create-account', '/forgot-password'];

export interface MobileTopBarOptions {
  /** i18n id of the title; null: the page's own title (catalogue pages). */
  titleId: string | null;
  hideCartTrigger: boolean;
}

/**
 * Talon of the mobile top bar: back goes one step back in history; on a page opened directly
 * (the router's first entry has the key 'default') it goes home instead.
 */
export function useMobileTopBar({ titleId, hideCartTrigger }: MobileTopBarOptions) {
  const { formatMessage } = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const pageTitle = usePageTitle();
  const hasHistory = location.key !== 'default';

  const handleBack = useCallback(() => {
    if (hasHistory) navigate(-1);
    else navigate('/', { replace: true });
  }, [hasHistory, navigate]);

  return {
    title: titleId ? formatMessage({ id: titleId }) : (pageTitle ?? ''),
    isClose: CLOSE_ICON_PATHS.includes(location.pathname),
    showCart: !hideCartTrigger && location.pathname !== '/cart',
    handleBack,
  };
}
