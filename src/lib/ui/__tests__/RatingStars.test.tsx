import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import enUS from '../../../../i18n/en_US.json';
import { RatingStars } from '../RatingStars';
import { starFills, starScore } from '../ratingStars';

describe('starFills', () => {
  it('turns a 0-100 rating into five stars to the nearest half', () => {
    expect(starFills(100)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(90)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(84)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(50)).toEqual(['full', 'full', 'half', 'empty', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('reads values out of range or not numbers as the nearest valid rating', () => {
    expect(starFills(140)).toEqual(starFills(100));
    expect(starFills(-5)).toEqual(starFills(0));
    expect(starFills(Number.NaN)).toEqual(starFills(0));
    expect(starScore(86)).toBe(4.3);
  });
});

describe('RatingStars', () => {
  const renderStars = (props: { rating: number; count?: number }) =>
    render(
      <IntlProvider locale="en-US" messages={enUS}>
        <RatingStars {...props} />
      </IntlProvider>,
    );

  it('names the rating and the review count in one sentence and shows the count', () => {
    renderStars({ rating: 90, count: 12 });
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5, 12 reviews' })).toBeInTheDocument();
    expect(screen.getByText('(12)')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-fill="full"]')).toHaveLength(4);
    expect(document.querySelectorAll('[data-fill="half"]')).toHaveLength(1);
  });

  it('leaves the count out when none is given', () => {
    renderStars({ rating: 40 });
    expect(screen.getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(screen.queryByText(/\(/)).not.toBeInTheDocument();
  });
});
