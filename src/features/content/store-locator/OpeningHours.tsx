import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { weekdayDate, type DayHours } from './storeHours';
import styles from './storeLocator.module.css';

function Hours({ hours }: { hours: DayHours }) {
  return hours.open && hours.close ? (
    <FormattedMessage id="storeLocator.hoursRange" values={{ open: hours.open, close: hours.close }} />
  ) : (
    <FormattedMessage id="storeLocator.closed" />
  );
}

/**
 * Today's hours at a glance, and the week (today marked) behind a native disclosure. The week is
 * rendered once opened: a list of every store's seven days would only slow the page's first render.
 */
export function OpeningHours({ hours, today }: { hours: readonly DayHours[]; today: number }) {
  const todays = hours[today];
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className={styles.hours}>
      <p className={styles.today}>
        {todays?.open && todays.close ? (
          <FormattedMessage id="storeLocator.openToday" values={{ open: todays.open, close: todays.close }} />
        ) : (
          <FormattedMessage id="storeLocator.closedToday" />
        )}
      </p>
      <details className={styles.week} onToggle={(event) => setIsOpen(event.currentTarget.open)}>
        <summary className={styles.weekToggle}>
          <FormattedMessage id="storeLocator.hours" />
        </summary>
        {isOpen && (
          <ul className={styles.weekList}>
            {hours.map((day) => (
              <li key={day.day} className={day.day === today ? styles.isToday : undefined} aria-current={day.day === today ? 'date' : undefined}>
                <span>
                  <FormattedDate value={weekdayDate(day.day)} weekday="long" timeZone="UTC" />
                  {day.day === today && (
                    <>
                      {' '}
                      <span className={styles.todayTag}>
                        <FormattedMessage id="storeLocator.today" />
                      </span>
                    </>
                  )}
                </span>
                <span>
                  <Hours hours={day} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </details>
    </div>
  );
}
