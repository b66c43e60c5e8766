import { useIntl } from 'react-intl';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { type DownloadableOffer } from './downloadableChoice';
import { type DownloadableLinksTalon } from './useDownloadableLinks';
import classes from '../option-choices/optionChoices.module.css';

export interface DownloadableLinksProps extends Pick<DownloadableLinksTalon, 'chosen' | 'toggle'> {
  offer: DownloadableOffer;
  currency: string;
  invalid: boolean;
  /** Id of the message that says what is wrong. */
  errorId?: string;
}

function SampleLink({ href, title }: { href: string; title: string }) {
  const { formatMessage } = useIntl();
  return (
    <a className={classes.sample} href={href} download aria-label={formatMessage({ id: 'productOptions.sampleOf' }, { title })}>
      {formatMessage({ id: 'productOptions.sample' })}
    </a>
  );
}

/** A downloadable product's files: chosen one by one with their prices, or all included; then its free samples. */
export function DownloadableLinks({ offer, currency, chosen, toggle, invalid, errorId }: DownloadableLinksProps) {
  const { formatMessage } = useIntl();
  const formatPrice = usePriceFormatter();
  const title = offer.title ?? formatMessage({ id: 'productOptions.links' });
  return (
    <div className={classes.options}>
      {offer.links.length > 0 && (
        <fieldset className={classes.option} data-invalid={invalid || undefined}>
          <legend className={classes.title}>
            {title}
            {offer.separately && <span className={classes.required}>{formatMessage({ id: 'productOptions.required' })}</span>}
          </legend>
          <ul className={classes.choices}>
            {offer.links.map((link) => (
              <li key={link.uid} className={classes.choice}>
                {offer.separately ? (
                  <label className={classes.choiceLabel}>
                    <input
                      type="checkbox"
                      checked={chosen.includes(link.uid)}
                      aria-invalid={invalid || undefined}
                      aria-describedby={invalid ? errorId : undefined}
                      onChange={(event) => toggle(link.uid, event.target.checked)}
                    />
                    <span>{link.price > 0 ? `${link.title} +${formatPrice({ value: link.price, currency })}` : link.title}</span>
                  </label>
                ) : (
                  <span>{link.title}</span>
                )}
                {link.sampleUrl && <SampleLink href={link.sampleUrl} title={link.title} />}
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {offer.samples.length > 0 && (
        <div className={classes.option}>
          <p className={classes.title} id="downloadable-samples">
            {formatMessage({ id: 'productOptions.samples' })}
          </p>
          <ul className={classes.choices} aria-labelledby="downloadable-samples">
            {offer.samples.map((sample) => (
              <li key={sample.url}>
                <a href={sample.url} download>
                  {sample.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
