import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatPoints } from '../../../lib/price/formatPoints';

/**
 * Talon: a number of reward points in words ("3.170 points", "1 point"). Its string is a
 * `cartTotals.` one, so the cart, checkout, thanks and account pages all carry it.
 */
export function usePointsFormatter(): (points: number) => string {
  const { formatMessage } = useIntl();
  return useCallback((points: number) => formatMessage({ id: 'cartTotals.points' }, { count: points, points: formatPoints(points) }), [formatMessage]);
}
